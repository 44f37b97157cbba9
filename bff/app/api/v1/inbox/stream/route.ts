import { endpoints } from '@/src/api/endpoints';
import { inboxStream } from '@/src/api/handlers/inbox-stream';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.inboxStream, inboxStream());
