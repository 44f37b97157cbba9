import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { listUsers } from '@/src/server/services/admin';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminUsers, listUsers);
