import { endpoints } from '@/src/api/endpoints';
import { serveCalendarFeed } from '@/src/api/handlers/calendar-feed';
import { route } from '@/src/api/route';

// GET /api/v1/calendar/{token}.ics: Next's folder names cannot hold ".ics", so the segment carries it.
export const dynamic = 'force-dynamic';
export const GET = route(endpoints.calendarFeed, serveCalendarFeed);
