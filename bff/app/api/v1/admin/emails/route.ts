import { endpoints } from '@/src/api/endpoints';
import { adminMail } from '@/src/api/handlers/emails';
import { route } from '@/src/api/route';

export const GET = route(endpoints.adminMail, adminMail);
