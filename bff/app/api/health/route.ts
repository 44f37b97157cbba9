import { health } from '@/src/api/handlers/health';

export const dynamic = 'force-dynamic';

export const GET = health;
