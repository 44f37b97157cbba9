import { endpoints } from '@/src/api/endpoints';
import { getPartnerInvitation } from '@/src/api/handlers/booking-relationships';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const POST = route(endpoints.partnerInvitation, getPartnerInvitation);
