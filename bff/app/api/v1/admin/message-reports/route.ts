import { endpoints } from '@/src/api/endpoints';
import { listMessageReports } from '@/src/api/handlers/inbox';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminMessageReports, listMessageReports);
