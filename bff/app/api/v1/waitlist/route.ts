import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { joinWaitlist, listMyWaitlist } from '@/src/server/services/booking-relationships';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myWaitlist, listMyWaitlist);
export const POST = route(endpoints.joinWaitlist, joinWaitlist);
