import { DomainError, type Handlers, type Policies } from '@oslonac/kit';
import type { BillingServiceService } from '@oslonac/proto/oslonac/billing/v1/billing';
import type { Deps } from '../flows/deps';

// PLACEHOLDER (being written now; replaced before commit).
type Service = Pick<
  typeof BillingServiceService,
  'listPayments' | 'importBankStatement' | 'reconcileIpsPayment' | 'refundPayment' | 'listInvoices'
>;

export const staffPolicies: Policies<Service> = {
  listPayments: ['superuser'],
  importBankStatement: ['superuser'],
  reconcileIpsPayment: ['superuser'],
  refundPayment: ['superuser'],
  listInvoices: ['superuser'],
};

export function staffHandlers(_d: Deps): Handlers<Service> {
  const todo = async (): Promise<never> => {
    throw new DomainError('failed_precondition', 'billing.unimplemented', 'Nije gotovo.');
  };
  return {
    listPayments: todo,
    importBankStatement: todo,
    reconcileIpsPayment: todo,
    refundPayment: todo,
    listInvoices: todo,
  };
}
