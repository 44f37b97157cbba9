import { endpoints } from '@/src/api/endpoints';
import { joinSession } from '@/src/api/handlers/sessions';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const POST = route(endpoints.joinVideoSession, joinSession);
