import { endpoints } from '@/src/api/endpoints';
import { listMessages, sendMessage } from '@/src/api/handlers/inbox';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.inboxMessages, listMessages);
export const POST = route(endpoints.inboxSend, sendMessage);
