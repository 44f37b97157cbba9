import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { getMyAvailability, saveMyAvailability } from '@/src/server/services/booking-settings';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myAvailability, getMyAvailability);
export const PUT = route(endpoints.saveMyAvailability, saveMyAvailability);
