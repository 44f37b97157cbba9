import { AdminPayoutsScreen } from '@oslonac/web/screens/payouts/AdminPayoutsScreen';
import { payoutMessages } from '@oslonac/web/screens/payouts/messages';
import { PAYOUT_STATUSES, type Payout, type PayoutStatus } from '@oslonac/web/screens/payouts/types';
import { payoutsForStaff } from '@/src/api/loaders/payouts';
import { reportError } from '@/src/server/report';
import { getLocale } from '@/src/server/session';
import { requireAdmin } from '../../../_shell/guards';
import { param, type SearchParams, titleMetadata } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(payoutMessages, 'metaAdmin');

/** `status` from the query: a payout status, or every payout for anything else. */
function statusFrom(value: string | null): PayoutStatus | null {
  return (PAYOUT_STATUSES as readonly string[]).includes(value ?? '') ? (value as PayoutStatus) : null;
}

export default async function AdminPayoutsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { actorToken } = await requireAdmin('/admin/payments/isplate');
  const status = statusFrom(param(params, 'status', 20));
  const locale = await getLocale();
  let payouts: Payout[] = [];
  let failed = false;
  try {
    payouts = await payoutsForStaff(actorToken, status);
  } catch (err) {
    reportError(err, { where: 'admin.payouts.list' }, 'upstream');
    failed = true;
  }
  return <AdminPayoutsScreen locale={locale} payouts={payouts} status={status} failed={failed} />;
}
