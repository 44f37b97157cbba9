import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { leaveWaitlist } from '@/src/server/services/booking-relationships';

export const DELETE = route(endpoints.leaveWaitlist, leaveWaitlist);
