import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { complete } from '@/src/server/services/onboarding';

export const POST = route(endpoints.onboardingComplete, complete);
