import { endpoints } from '@/src/api/endpoints';
import { getAttachment } from '@/src/api/handlers/inbox-files';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.inboxAttachment, getAttachment);
