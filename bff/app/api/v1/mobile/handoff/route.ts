import { endpoints } from '@/src/api/endpoints';
import { createHandoff } from '@/src/api/handlers/mobile';
import { route } from '@/src/api/route';

export const POST = route(endpoints.mobileHandoff, createHandoff);
