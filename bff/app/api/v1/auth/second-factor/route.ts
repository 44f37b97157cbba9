import { endpoints } from '@/src/api/endpoints';
import { verifySecondFactor } from '@/src/api/handlers/second-factor';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const POST = route(endpoints.verifySecondFactor, verifySecondFactor);
