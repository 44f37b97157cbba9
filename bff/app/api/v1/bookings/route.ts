import { endpoints } from '@/src/api/endpoints';
import { holdSlot, listMyBookings } from '@/src/api/handlers/bookings';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myBookings, listMyBookings);
export const POST = route(endpoints.holdSlot, holdSlot);
