'use server';

import { redirect } from 'next/navigation';
import { ConnectBody } from '@/src/api/schemas';
import { requestConnection } from '@/src/api/use-cases/connect';
import { reportError } from '@/src/server/report';
import { getSession } from '@/src/server/session';

const list = (form: FormData, name: string) =>
  form.getAll(name).filter((v): v is string => typeof v === 'string' && v !== '');

/** Form action of /povezi-me: the same request as POST /api/v1/connect. */
export async function submitConnect(form: FormData): Promise<void> {
  const session = await getSession();
  if (!session) redirect(`/app/login?next=${encodeURIComponent('/povezi-me')}`);
  const message = form.get('message');
  const text = typeof message === 'string' ? message.trim() : '';
  if (!text) redirect('/povezi-me?greska=poruka');
  if (text.length > 2000) redirect('/povezi-me?greska=duga');
  const concerns = list(form, 'concerns');
  const languages = list(form, 'languages');
  const couples = form.get('couples') === 'true';
  const answered = concerns.length > 0 || languages.length > 0 || couples;
  const parsed = ConnectBody.safeParse({
    message: text,
    ...(answered ? { answers: { concerns, languages, couples } } : {}),
  });
  if (!parsed.success) redirect('/povezi-me?greska=poruka');
  try {
    await requestConnection(session, parsed.data);
  } catch (err) {
    reportError(err, { where: 'povezi-me.submit' }, 'upstream');
    redirect('/povezi-me?greska=servis');
  }
  redirect('/povezi-me?poslato=1');
}
