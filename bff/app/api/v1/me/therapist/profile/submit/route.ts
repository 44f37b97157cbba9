import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { submitMyProfile } from '@/src/server/services/therapist-profile';

export const POST = route(endpoints.submitTherapistProfile, submitMyProfile);
