import { endpoints } from '@/src/api/endpoints';
import { requestEmailLink } from '@/src/api/handlers/auth';
import { route } from '@/src/api/route';

export const POST = route(endpoints.emailLink, requestEmailLink);
