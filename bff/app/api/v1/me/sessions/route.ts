import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { listSessions } from '@/src/server/services/account';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.listSessions, listSessions);
