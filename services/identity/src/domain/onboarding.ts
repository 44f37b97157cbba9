import { DomainError, type Role } from '@oslonac/kit';

export type OnboardingStep = 'choose_path' | 'client_details' | 'therapist_details' | 'done';
export type OnboardingPath = 'client' | 'therapist';

function wrongStep(message: string): DomainError {
  return new DomainError('failed_precondition', 'identity.onboarding_step', message);
}

export interface PathChoice {
  step: OnboardingStep;
  /** The role the chosen path needs; granted if the user does not have it yet. */
  role: Role;
}

/**
 * A path is chosen once. Choosing the same path again is a harmless repeat (a double click, a retried
 * request); switching paths after choosing would leave roles behind, so it is refused for now.
 */
export function choosePath(current: OnboardingStep, path: OnboardingPath): PathChoice {
  const target: OnboardingStep = path === 'client' ? 'client_details' : 'therapist_details';
  if (current === 'choose_path' || current === target) return { step: target, role: path };
  if (current === 'done') throw wrongStep('Upoznavanje je već završeno.');
  throw wrongStep('Put je već izabran.');
}

/** Finishing is allowed once a path was chosen; finishing again only repeats the answer. */
export function completeOnboarding(current: OnboardingStep): OnboardingStep {
  if (current === 'choose_path') throw wrongStep('Prvo izaberite kako želite da koristite Oslonac.');
  return 'done';
}
