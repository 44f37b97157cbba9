import { endpoints } from '@/src/api/endpoints';
import { listSupportTickets } from '@/src/api/handlers/support';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminSupportTickets, listSupportTickets);
