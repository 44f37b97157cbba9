// What /app/settings/uplate-primanja and /admin/payments/isplate show: the therapist's ledger and payout account,
// staff's payouts. Billing answers each only to whom it belongs (therapist) or to staff.
import { listPayouts, myLedger, myPayoutAccount } from '../../server/gateways/billing';
import type { Ledger, Payout, PayoutAccount, PayoutStatus } from '../../server/views/billing';

export async function myPayoutsForPage(
  actorToken: string,
): Promise<{ ledger: Ledger; account: PayoutAccount | null }> {
  const [ledger, account] = await Promise.all([myLedger(actorToken), myPayoutAccount(actorToken)]);
  return { ledger, account };
}

export function payoutsForStaff(actorToken: string, status: PayoutStatus | null): Promise<Payout[]> {
  return listPayouts(actorToken, { status, method: null });
}
