import { endpoints } from '@/src/api/endpoints';
import { reportMessage } from '@/src/api/handlers/inbox';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const POST = route(endpoints.inboxReport, reportMessage);
