import { endpoints } from '@/src/api/endpoints';
import { acceptOffer } from '@/src/api/handlers/bookings';
import { route } from '@/src/api/route';

export const POST = route(endpoints.acceptOffer, acceptOffer);
