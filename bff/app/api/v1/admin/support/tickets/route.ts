import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { listSupportTickets } from '@/src/server/services/support';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminSupportTickets, listSupportTickets);
