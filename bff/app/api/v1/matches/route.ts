import { endpoints } from '@/src/api/endpoints';
import { createMatchRoute } from '@/src/api/handlers/matching';
import { route } from '@/src/api/route';

export const POST = route(endpoints.createMatch, createMatchRoute);
