import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { createMatchRoute } from '@/src/server/services/matching';

export const POST = route(endpoints.createMatch, createMatchRoute);
