import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { listMyRelationships } from '@/src/server/services/booking-relationships';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myRelationships, listMyRelationships);
