import { endpoints } from '@/src/api/endpoints';
import { endRelationship } from '@/src/api/handlers/booking-relationships';
import { route } from '@/src/api/route';

export const POST = route(endpoints.endRelationship, endRelationship);
