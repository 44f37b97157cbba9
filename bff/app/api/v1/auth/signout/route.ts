import { endpoints } from '@/src/api/endpoints';
import { signOut } from '@/src/api/handlers/auth';
import { route } from '@/src/api/route';

export const POST = route(endpoints.signOut, signOut);
