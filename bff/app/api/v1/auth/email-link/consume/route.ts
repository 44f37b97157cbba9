import { endpoints } from '@/src/api/endpoints';
import { consumeEmailLink } from '@/src/api/handlers/auth';
import { route } from '@/src/api/route';

export const POST = route(endpoints.consumeEmailLink, consumeEmailLink);
