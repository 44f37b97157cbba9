import type { OnboardingStep } from '@/src/shared/types';

/** The page that belongs to each onboarding step; a visitor on another step's page is sent to their own. */
export const STEP_PAGES: Record<OnboardingStep, string> = {
  choose_path: '/app/onboarding',
  client_details: '/app/onboarding/korisnik',
  therapist_details: '/app/onboarding/terapeut',
  done: '/app/dashboard',
};
