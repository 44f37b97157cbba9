import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { choosePath } from '@/src/server/services/onboarding';

export const POST = route(endpoints.onboardingPath, choosePath);
