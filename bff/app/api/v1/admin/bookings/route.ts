import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { listAdminBookings } from '@/src/server/services/bookings';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminBookings, listAdminBookings);
