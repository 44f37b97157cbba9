import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { grantRole } from '@/src/server/services/admin';

export const POST = route(endpoints.adminGrantRole, grantRole);
