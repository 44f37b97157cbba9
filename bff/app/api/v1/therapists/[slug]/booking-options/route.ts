import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { getBookingOptions } from '@/src/server/services/booking-public';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.bookingOptions, getBookingOptions);
