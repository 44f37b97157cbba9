import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { holdSlot, listMyBookings } from '@/src/server/services/bookings';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myBookings, listMyBookings);
export const POST = route(endpoints.holdSlot, holdSlot);
