import { endpoints } from '@/src/api/endpoints';
import { getSession } from '@/src/api/handlers/sessions';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.videoSession, getSession);
