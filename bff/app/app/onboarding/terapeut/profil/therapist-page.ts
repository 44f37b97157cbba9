// What every signed-in therapist page needs first: the therapist role, finished basic onboarding, and the
// actor token for calls made on their behalf.
import { redirect } from 'next/navigation';
import { getSession, requireRole } from '@/src/server/session';
import { STEP_PAGES } from '../../steps';

export async function requireTherapist(path: string) {
  const user = await requireRole(['therapist'], path);
  if (user.onboardingStep !== 'done') redirect(STEP_PAGES[user.onboardingStep]);
  const session = await getSession();
  if (!session) throw new Error('session vanished after requireRole');
  return { user, actorToken: session.actorToken };
}
