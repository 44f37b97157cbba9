import { endpoints } from '@/src/api/endpoints';
import { joinWaitlist, listMyWaitlist } from '@/src/api/handlers/booking-relationships';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myWaitlist, listMyWaitlist);
export const POST = route(endpoints.joinWaitlist, joinWaitlist);
