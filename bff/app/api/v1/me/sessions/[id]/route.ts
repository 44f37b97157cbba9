import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { revokeSession } from '@/src/server/services/account';

export const DELETE = route(endpoints.revokeSession, revokeSession);
