import { endpoints } from '@/src/api/endpoints';
import { resendMail } from '@/src/api/handlers/emails';
import { route } from '@/src/api/route';

export const POST = route(endpoints.resendMail, resendMail);
