import { endpoints } from '@/src/api/endpoints';
import { leaveWaitlist } from '@/src/api/handlers/booking-relationships';
import { route } from '@/src/api/route';

export const DELETE = route(endpoints.leaveWaitlist, leaveWaitlist);
