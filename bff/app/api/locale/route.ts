import { switchLocale } from '@/src/server/locale-switch';

export const POST = switchLocale;
