import { endpoints } from '@/src/api/endpoints';
import { invitePartner, revokePartnerInvitation } from '@/src/api/handlers/booking-relationships';
import { route } from '@/src/api/route';

export const POST = route(endpoints.invitePartner, invitePartner);
export const DELETE = route(endpoints.revokePartnerInvitation, revokePartnerInvitation);
