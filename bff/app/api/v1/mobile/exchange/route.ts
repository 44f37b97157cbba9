import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { exchange } from '@/src/server/services/mobile';

export const POST = route(endpoints.mobileExchange, exchange);
