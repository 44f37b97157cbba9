'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { createMatch } from '@/src/api/handlers/matching';
import { MatchAnswersBody } from '@/src/api/schemas';
import { isSecureRequest, MATCH_SECRET_MAX_AGE_SECONDS, matchSecretCookieName } from '@/src/server/cookies';
import { reportError } from '@/src/server/report';
import { getSession } from '@/src/server/session';

const list = (form: FormData, name: string) =>
  form.getAll(name).filter((v): v is string => typeof v === 'string' && v !== '');

/** The questionnaire's form data in the API's shape, validated by the API's own schema. */
async function answersFromForm(form: FormData) {
  const price = form.get('maxPriceRsd');
  const gender = form.get('preferredGender');
  return MatchAnswersBody.safeParse({
    concerns: list(form, 'concerns'),
    preferredGender: typeof gender === 'string' && gender ? gender : 'unspecified',
    preferredApproaches: list(form, 'preferredApproaches'),
    maxPriceRsd: typeof price === 'string' && /^[0-9]{1,9}$/.test(price) ? Number(price) : price ? -1 : 0,
    languages: list(form, 'languages'),
    couples: form.get('couples') === 'true',
    schedule: list(form, 'schedule'),
  });
}

/** Form action of /upitnik: same as POST /api/v1/matches, then on to the result's own address. */
export async function submitQuestionnaire(form: FormData): Promise<void> {
  const parsed = await answersFromForm(form);
  if (!parsed.success) redirect('/upitnik?greska=neispravno');
  const session = await getSession();
  let saved: { resultId: string; secret: string };
  try {
    saved = await createMatch(parsed.data, session?.actorToken ?? null);
  } catch (err) {
    reportError(err, { where: 'upitnik.submit' }, 'upstream');
    redirect('/upitnik?greska=servis');
  }
  // A visitor's result opens only in this browser: its secret stays in an HttpOnly cookie, never in the URL.
  const name = matchSecretCookieName(saved.resultId);
  if (name && saved.secret) {
    (await cookies()).set(name, saved.secret, {
      httpOnly: true,
      secure: isSecureRequest({ headers: await headers() }),
      sameSite: 'lax',
      path: '/',
      maxAge: MATCH_SECRET_MAX_AGE_SECONDS,
    });
  }
  redirect(`/upitnik/${saved.resultId}`);
}
