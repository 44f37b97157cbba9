import { DomainError, type Handlers, type Policies } from '@oslonac/kit';
import type { BillingServiceService } from '@oslonac/proto/oslonac/billing/v1/billing';
import type { Deps } from '../flows/deps';

// PLACEHOLDER (being written now; replaced before commit).
type Service = Pick<
  typeof BillingServiceService,
  | 'getMyLedger'
  | 'getMyPayoutAccount'
  | 'saveMyPayoutAccount'
  | 'getPayoutStatementPdf'
  | 'listPayouts'
  | 'markPayoutPaid'
>;

export const payoutsPolicies: Policies<Service> = {
  getMyLedger: ['superuser'],
  getMyPayoutAccount: ['superuser'],
  saveMyPayoutAccount: ['superuser'],
  getPayoutStatementPdf: ['superuser'],
  listPayouts: ['superuser'],
  markPayoutPaid: ['superuser'],
};

export function payoutsHandlers(_d: Deps): Handlers<Service> {
  const todo = async (): Promise<never> => {
    throw new DomainError('failed_precondition', 'billing.unimplemented', 'Nije gotovo.');
  };
  return {
    getMyLedger: todo,
    getMyPayoutAccount: todo,
    saveMyPayoutAccount: todo,
    getPayoutStatementPdf: todo,
    listPayouts: todo,
    markPayoutPaid: todo,
  };
}
