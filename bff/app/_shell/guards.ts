// Who may see a page, for every route that needs the same answer.
import { redirect } from 'next/navigation';
import { getSession, requireRole } from '@/src/server/session';
import { STEP_PAGES } from '../app/onboarding/steps';

/** Admins and superusers only; anyone else goes to their dashboard with a note. */
export async function requireAdmin(path: string): Promise<{ actorToken: string }> {
  await requireRole(['admin', 'superuser'], path);
  const session = await getSession();
  if (!session) redirect(`/app/login?next=${encodeURIComponent(path)}`);
  return { actorToken: session.actorToken };
}

/** Every signed-in therapist page: the therapist role, finished basic onboarding, and the actor token. */
export async function requireTherapist(path: string) {
  const user = await requireRole(['therapist'], path);
  if (user.onboardingStep !== 'done') redirect(STEP_PAGES[user.onboardingStep]);
  const session = await getSession();
  if (!session) throw new Error('session vanished after requireRole');
  return { user, actorToken: session.actorToken };
}
