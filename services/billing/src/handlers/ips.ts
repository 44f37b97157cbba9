import { DomainError, type Handlers, type Policies } from '@oslonac/kit';
import type { BillingServiceService } from '@oslonac/proto/oslonac/billing/v1/billing';
import type { Deps } from '../flows/deps';

// PLACEHOLDER (being written now; replaced before commit).
type Service = Pick<typeof BillingServiceService, 'startIpsPayment'>;

export const ipsPolicies: Policies<Service> = {
  startIpsPayment: ['superuser'],
};

export function ipsHandlers(_d: Deps): Handlers<Service> {
  const todo = async (): Promise<never> => {
    throw new DomainError('failed_precondition', 'billing.unimplemented', 'Nije gotovo.');
  };
  return { startIpsPayment: todo };
}
