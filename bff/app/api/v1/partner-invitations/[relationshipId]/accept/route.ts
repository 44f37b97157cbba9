import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { acceptPartnerInvitation } from '@/src/server/services/booking-relationships';

export const POST = route(endpoints.acceptPartnerInvitation, acceptPartnerInvitation);
