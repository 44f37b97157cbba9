import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { getMe, updateMe } from '@/src/server/services/account';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.getMe, getMe);
export const PATCH = route(endpoints.updateMe, updateMe);
