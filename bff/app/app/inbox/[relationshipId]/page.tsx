import { ThreadScreen } from '@oslonac/web/screens/inbox/InboxScreens';
import { inboxMessages } from '@oslonac/web/screens/inbox/messages';
import { notFound } from 'next/navigation';
import { isUuid } from '@/src/api/ids';
import { openThreadOrNull } from '@/src/api/use-cases/inbox';
import { getSession, requireUser } from '@/src/server/session';
import { titleMetadata } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(inboxMessages, 'meta');

export default async function ThreadPage({ params }: { params: Promise<{ relationshipId: string }> }) {
  const { relationshipId } = await params;
  await requireUser(`/app/inbox/${encodeURIComponent(relationshipId)}`);
  // proxy.ts already turned non-members away with the site's 404 page; this covers a change in between.
  if (!isUuid(relationshipId)) notFound();
  const session = await getSession();
  if (!session) throw new Error('session vanished after requireUser');
  const thread = await openThreadOrNull(session, relationshipId);
  if (!thread) notFound();
  return <ThreadScreen me={session.user.id} conversation={thread.conversation} page={thread.page} />;
}
