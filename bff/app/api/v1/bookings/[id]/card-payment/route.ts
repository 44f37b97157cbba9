import { endpoints } from '@/src/api/endpoints';
import { startCardPayment } from '@/src/api/handlers/payments';
import { route } from '@/src/api/route';

export const POST = route(endpoints.startCardPayment, startCardPayment);
