import { endpoints } from '@/src/api/endpoints';
import { getBooking } from '@/src/api/handlers/bookings';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.getBooking, getBooking);
