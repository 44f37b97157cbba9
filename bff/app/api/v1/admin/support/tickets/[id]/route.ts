import { endpoints } from '@/src/api/endpoints';
import { getSupportTicket, updateSupportTicket } from '@/src/api/handlers/support';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminSupportTicket, getSupportTicket);
export const PATCH = route(endpoints.adminUpdateSupportTicket, updateSupportTicket);
