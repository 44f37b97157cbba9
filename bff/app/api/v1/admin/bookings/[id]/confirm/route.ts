import { endpoints } from '@/src/api/endpoints';
import { confirmBooking } from '@/src/api/handlers/bookings';
import { route } from '@/src/api/route';

export const POST = route(endpoints.adminConfirmBooking, confirmBooking);
