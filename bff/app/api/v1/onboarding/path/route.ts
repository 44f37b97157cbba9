import { endpoints } from '@/src/api/endpoints';
import { choosePath } from '@/src/api/handlers/onboarding';
import { route } from '@/src/api/route';

export const POST = route(endpoints.onboardingPath, choosePath);
