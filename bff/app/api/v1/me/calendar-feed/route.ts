import { endpoints } from '@/src/api/endpoints';
import { getMyCalendarFeed } from '@/src/api/handlers/booking-settings';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myCalendarFeed, getMyCalendarFeed);
