import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { submitBooking } from '@/src/server/services/bookings';

export const POST = route(endpoints.submitBooking, submitBooking);
