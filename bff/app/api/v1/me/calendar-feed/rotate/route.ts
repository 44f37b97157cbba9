import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { rotateMyCalendarFeed } from '@/src/server/services/booking-settings';

export const POST = route(endpoints.rotateCalendarFeed, rotateMyCalendarFeed);
