import { payoutMessages } from '@oslonac/web/screens/payouts/messages';
import { PayoutsScreen } from '@oslonac/web/screens/payouts/PayoutsScreen';
import { requireTherapist } from '@/app/_shell/guards';
import { myPayoutsForPage } from '@/src/api/loaders/payouts';
import { getLocale } from '@/src/server/session';
import { titleMetadata } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(payoutMessages, 'meta');

export default async function PayoutsPage() {
  // The ledger and the payout account are the therapist's own: billing answers them to therapists only.
  const { actorToken } = await requireTherapist('/app/settings/uplate-primanja');
  const [{ ledger, account }, locale] = await Promise.all([myPayoutsForPage(actorToken), getLocale()]);
  return <PayoutsScreen locale={locale} ledger={ledger} account={account} />;
}
