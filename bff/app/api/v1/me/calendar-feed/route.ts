import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { getMyCalendarFeed } from '@/src/server/services/booking-settings';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myCalendarFeed, getMyCalendarFeed);
