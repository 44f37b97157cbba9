import { endpoints } from '@/src/api/endpoints';
import { rescheduleBooking } from '@/src/api/handlers/bookings';
import { route } from '@/src/api/route';

export const POST = route(endpoints.rescheduleBooking, rescheduleBooking);
