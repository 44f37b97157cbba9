import { endpoints } from '@/src/api/endpoints';
import { getMessageReport } from '@/src/api/handlers/inbox';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminMessageReport, getMessageReport);
