import { endpoints } from '@/src/api/endpoints';
import { getTherapist } from '@/src/api/handlers/catalog';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.therapistProfile, getTherapist);
