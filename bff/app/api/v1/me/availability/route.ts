import { endpoints } from '@/src/api/endpoints';
import { getMyAvailability, saveMyAvailability } from '@/src/api/handlers/booking-settings';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myAvailability, getMyAvailability);
export const PUT = route(endpoints.saveMyAvailability, saveMyAvailability);
