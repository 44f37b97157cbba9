import { endpoints } from '@/src/api/endpoints';
import { myReplyPromise, saveMyReplyPromise } from '@/src/api/handlers/inbox';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myReplyPromise, myReplyPromise);
export const PUT = route(endpoints.saveMyReplyPromise, saveMyReplyPromise);
