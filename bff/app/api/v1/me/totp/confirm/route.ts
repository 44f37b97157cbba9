import { endpoints } from '@/src/api/endpoints';
import { confirmTotp } from '@/src/api/handlers/second-factor';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const POST = route(endpoints.confirmTotp, confirmTotp);
