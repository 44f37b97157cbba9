import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { invitePartner, revokePartnerInvitation } from '@/src/server/services/booking-relationships';

export const POST = route(endpoints.invitePartner, invitePartner);
export const DELETE = route(endpoints.revokePartnerInvitation, revokePartnerInvitation);
