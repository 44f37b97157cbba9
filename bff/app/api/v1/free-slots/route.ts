import { endpoints } from '@/src/api/endpoints';
import { listFreeSlots } from '@/src/api/handlers/booking-public';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.freeSlots, listFreeSlots);
