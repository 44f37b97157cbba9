import { endpoints } from '@/src/api/endpoints';
import { getMyProfile, saveMyProfile } from '@/src/api/handlers/therapist-profile';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myTherapistProfile, getMyProfile);
export const POST = route(endpoints.saveTherapistProfile, saveMyProfile);
