import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { changeEmail } from '@/src/server/services/account';

export const POST = route(endpoints.changeEmail, changeEmail);
