import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { signOut } from '@/src/server/services/auth';

export const POST = route(endpoints.signOut, signOut);
