import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { assignConnectRequest } from '@/src/server/services/admin-therapists';

export const POST = route(endpoints.adminAssignConnect, assignConnectRequest);
