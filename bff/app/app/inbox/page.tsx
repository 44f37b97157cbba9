import { InboxListScreen } from '@oslonac/web/screens/inbox/InboxScreens';
import { inboxMessages } from '@oslonac/web/screens/inbox/messages';
import { listInbox, unreadCountOrNull } from '@/src/api/use-cases/inbox';
import { getSession, requireUser } from '@/src/server/session';
import { titleMetadata } from '../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(inboxMessages, 'meta');

export default async function InboxPage() {
  await requireUser('/app/inbox');
  const session = await getSession();
  if (!session) throw new Error('session vanished after requireUser');
  const [conversations, unreadCount] = await Promise.all([listInbox(session), unreadCountOrNull(session)]);
  return <InboxListScreen conversations={conversations} unreadCount={unreadCount} />;
}
