import { endpoints } from '@/src/api/endpoints';
import { bookingPayment } from '@/src/api/handlers/payments';
import { route } from '@/src/api/route';

export const GET = route(endpoints.bookingPayment, bookingPayment);
