import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { consumeEmailLink } from '@/src/server/services/auth';

export const POST = route(endpoints.consumeEmailLink, consumeEmailLink);
