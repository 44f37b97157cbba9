import { describe, expect, it } from '@jest/globals';
import { choosePath, completeOnboarding } from '../src/domain/onboarding';

describe('onboarding', () => {
  it('moves from choosing a path to that path’s details, with the role it needs', () => {
    expect(choosePath('choose_path', 'client')).toEqual({ step: 'client_details', role: 'client' });
    expect(choosePath('choose_path', 'therapist')).toEqual({ step: 'therapist_details', role: 'therapist' });
  });

  it('treats choosing the same path again as a harmless repeat', () => {
    expect(choosePath('therapist_details', 'therapist').step).toBe('therapist_details');
  });

  it('refuses switching paths and choosing after finishing', () => {
    expect(() => choosePath('client_details', 'therapist')).toThrow(
      expect.objectContaining({ code: 'identity.onboarding_step', kind: 'failed_precondition' }),
    );
    expect(() => choosePath('done', 'client')).toThrow(
      expect.objectContaining({ code: 'identity.onboarding_step' }),
    );
  });

  it('finishes only after a path was chosen, and finishing again is fine', () => {
    expect(() => completeOnboarding('choose_path')).toThrow(
      expect.objectContaining({ code: 'identity.onboarding_step' }),
    );
    expect(completeOnboarding('client_details')).toBe('done');
    expect(completeOnboarding('therapist_details')).toBe('done');
    expect(completeOnboarding('done')).toBe('done');
  });
});
