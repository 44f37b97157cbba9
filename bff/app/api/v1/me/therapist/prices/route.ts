import { endpoints } from '@/src/api/endpoints';
import { listPrices, setPrice } from '@/src/api/handlers/prices';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myPrices, listPrices);
export const POST = route(endpoints.setPrice, setPrice);
