import { endpoints } from '@/src/api/endpoints';
import { getMe, updateMe } from '@/src/api/handlers/account';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.getMe, getMe);
export const PATCH = route(endpoints.updateMe, updateMe);
