import { endpoints } from '@/src/api/endpoints';
import { acceptPartnerInvitation } from '@/src/api/handlers/booking-relationships';
import { route } from '@/src/api/route';

export const POST = route(endpoints.acceptPartnerInvitation, acceptPartnerInvitation);
