import { endpoints } from '@/src/api/endpoints';
import { resolveMessageReport } from '@/src/api/handlers/inbox';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const POST = route(endpoints.adminResolveMessageReport, resolveMessageReport);
