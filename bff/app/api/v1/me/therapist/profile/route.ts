import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { getMyProfile, saveMyProfile } from '@/src/server/services/therapist-profile';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myTherapistProfile, getMyProfile);
export const POST = route(endpoints.saveTherapistProfile, saveMyProfile);
