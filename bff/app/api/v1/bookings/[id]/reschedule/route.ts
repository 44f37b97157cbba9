import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { rescheduleBooking } from '@/src/server/services/bookings';

export const POST = route(endpoints.rescheduleBooking, rescheduleBooking);
