import type { Actor } from '@oslonac/kit';
import { type AvailabilityRules, DEFAULT_RULES, validateRules } from '../domain/availability';
import { errors } from '../domain/errors';
import { type BookingPolicy, DEFAULT_POLICY, describePolicy, validatePolicy } from '../domain/policy';
import { type AvailabilityRecord, findAvailability, saveAvailability } from '../store/availability';
import { transaction } from '../store/db';
import { findTherapistByUserId } from '../store/therapists';
import type { Deps } from './deps';
import { refreshFirstFree } from './free';

export interface AvailabilityAnswer extends AvailabilityRecord {
  policySentences: string[];
}

export function defaults(): AvailabilityRecord {
  return {
    rules: { ...DEFAULT_RULES, weekly: [], breaks: [], overrides: [] },
    policy: { ...DEFAULT_POLICY },
    saved: false,
  };
}

function answer(r: AvailabilityRecord): AvailabilityAnswer {
  return { ...r, policySentences: describePolicy(r.policy) };
}

export async function getMine(deps: Deps, actor: Actor): Promise<AvailabilityAnswer> {
  return answer((await findAvailability(deps.prisma, actor.userId)) ?? defaults());
}

/** Saves the therapist's rules whole (the editor sends everything) and re-announces their first free slot. */
export async function saveMine(
  deps: Deps,
  actor: Actor,
  input: { rules: AvailabilityRules; policy: BookingPolicy },
): Promise<AvailabilityAnswer> {
  const rules = validateRules(input.rules);
  const policy = validatePolicy(input.policy);
  const problems = [...(rules.ok ? [] : rules.problems), ...(policy.ok ? [] : policy.problems)];
  if (!rules.ok || !policy.ok) throw errors.invalidAvailability(problems);
  const now = deps.clock();
  await transaction(deps.prisma, async (tx) => {
    await saveAvailability(tx, actor.userId, rules.rules, policy.policy, now);
    const therapist = await findTherapistByUserId(tx, actor.userId);
    if (therapist) await refreshFirstFree(tx, therapist, now);
  });
  return answer({ rules: rules.rules, policy: policy.policy, saved: true });
}
