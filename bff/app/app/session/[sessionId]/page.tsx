import '@oslonac/web/screens/session/session.css';
import { sessionMessages } from '@oslonac/web/screens/session/messages';
import { SessionScreen } from '@oslonac/web/screens/session/SessionScreen';
import { notFound } from 'next/navigation';
import { isUuid } from '@/src/api/ids';
import { videoSessionOrNull } from '@/src/api/use-cases/sessions';
import { getSession, requireUser } from '@/src/server/session';
import { titleMetadata } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(sessionMessages, 'meta');

/** The video session: the screen does the rest in the browser (media, signalling, reconnects). */
export default async function SessionPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await params;
  await requireUser(`/app/session/${encodeURIComponent(sessionId)}`);
  if (!isUuid(sessionId)) notFound();
  const session = await getSession();
  if (!session) throw new Error('session vanished after requireUser');
  // Anyone not in the session gets the site's 404: a session's existence is not shown to outsiders.
  const view = await videoSessionOrNull(session, sessionId);
  if (!view) notFound();
  return <SessionScreen sessionId={sessionId} initial={view} />;
}
