import { endpoints } from '@/src/api/endpoints';
import { cancelBooking } from '@/src/api/handlers/bookings';
import { route } from '@/src/api/route';

export const POST = route(endpoints.cancelBooking, cancelBooking);
