import { endpoints } from '@/src/api/endpoints';
import { exchange } from '@/src/api/handlers/mobile';
import { route } from '@/src/api/route';

export const POST = route(endpoints.mobileExchange, exchange);
