import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { getTherapist } from '@/src/server/services/catalog';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.therapistProfile, getTherapist);
