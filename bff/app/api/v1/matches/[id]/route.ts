import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { getMatchRoute } from '@/src/server/services/matching';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.getMatch, getMatchRoute);
