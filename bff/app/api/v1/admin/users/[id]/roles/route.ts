import { endpoints } from '@/src/api/endpoints';
import { grantRole } from '@/src/api/handlers/admin';
import { route } from '@/src/api/route';

export const POST = route(endpoints.adminGrantRole, grantRole);
