import { endpoints } from '@/src/api/endpoints';
import { createSupportTicket } from '@/src/api/handlers/support';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const POST = route(endpoints.createSupportTicket, createSupportTicket);
