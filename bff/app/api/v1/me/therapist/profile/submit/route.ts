import { endpoints } from '@/src/api/endpoints';
import { submitMyProfile } from '@/src/api/handlers/therapist-profile';
import { route } from '@/src/api/route';

export const POST = route(endpoints.submitTherapistProfile, submitMyProfile);
