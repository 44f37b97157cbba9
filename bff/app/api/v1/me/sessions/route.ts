import { endpoints } from '@/src/api/endpoints';
import { listSessions } from '@/src/api/handlers/account';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.listSessions, listSessions);
