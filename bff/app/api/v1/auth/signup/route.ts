import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { signup } from '@/src/server/services/auth';

export const POST = route(endpoints.signup, signup);
