import { endpoints } from '@/src/api/endpoints';
import { assignConnectRequest } from '@/src/api/handlers/admin-therapists';
import { route } from '@/src/api/route';

export const POST = route(endpoints.adminAssignConnect, assignConnectRequest);
