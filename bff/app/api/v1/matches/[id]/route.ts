import { endpoints } from '@/src/api/endpoints';
import { getMatchRoute } from '@/src/api/handlers/matching';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.getMatch, getMatchRoute);
