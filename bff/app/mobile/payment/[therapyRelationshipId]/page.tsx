import '@oslonac/web/screens/booking/booking.css';
import '@oslonac/web/screens/booking/ips.css';
import { ipsMessages } from '@oslonac/web/screens/booking/ips-messages';
import { MobilePaymentScreen } from '@oslonac/web/screens/booking/MobilePaymentScreen';
import { notFound } from 'next/navigation';
import { mobilePayment, mobilePaymentPath } from '@/src/api/loaders/mobile-payment';
import { getSession, requireUser } from '@/src/server/session';
import { titleMetadata } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(ipsMessages, 'mobileMetaTitle');

/**
 * Paying for a session from the phone app: the signed-in client of this therapy relationship sees its session
 * awaiting payment and both ways to pay. Signed out → login, back here after. An id that is not the viewer's
 * relationship answers like a missing page (the same for one that exists and one that does not).
 */
export default async function MobilePaymentPage({
  params,
}: {
  params: Promise<{ therapyRelationshipId: string }>;
}) {
  const { therapyRelationshipId: id } = await params;
  const user = await requireUser(mobilePaymentPath(id));
  const session = await getSession();
  if (!session) throw new Error('session vanished after requireUser');
  if (!user.roles.includes('client')) notFound();
  const out = await mobilePayment(session.actorToken, user.id, id);
  if (out.state === 'unknown') notFound();
  return <MobilePaymentScreen {...out} />;
}
