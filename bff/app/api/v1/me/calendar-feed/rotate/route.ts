import { endpoints } from '@/src/api/endpoints';
import { rotateMyCalendarFeed } from '@/src/api/handlers/booking-settings';
import { route } from '@/src/api/route';

export const POST = route(endpoints.rotateCalendarFeed, rotateMyCalendarFeed);
