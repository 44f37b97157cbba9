import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { createSupportTicket } from '@/src/server/services/support';

export const dynamic = 'force-dynamic';
export const POST = route(endpoints.createSupportTicket, createSupportTicket);
