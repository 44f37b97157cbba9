import { endpoints } from '@/src/api/endpoints';
import { listMyRelationships } from '@/src/api/handlers/booking-relationships';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myRelationships, listMyRelationships);
