import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { listPrices, setPrice } from '@/src/server/services/prices';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myPrices, listPrices);
export const POST = route(endpoints.setPrice, setPrice);
