import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { signInWithPassword } from '@/src/server/services/auth';

export const POST = route(endpoints.password, signInWithPassword);
