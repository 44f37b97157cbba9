import { endpoints } from '@/src/api/endpoints';
import { revokeSession } from '@/src/api/handlers/account';
import { route } from '@/src/api/route';

export const DELETE = route(endpoints.revokeSession, revokeSession);
