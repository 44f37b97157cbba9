import { endpoints } from '@/src/api/endpoints';
import { listUsers } from '@/src/api/handlers/admin';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminUsers, listUsers);
