import { endpoints } from '@/src/api/endpoints';
import { changePassword } from '@/src/api/handlers/account';
import { route } from '@/src/api/route';

export const POST = route(endpoints.changePassword, changePassword);
