import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { changePassword } from '@/src/server/services/account';

export const POST = route(endpoints.changePassword, changePassword);
