import { DomainError, type Handlers, type Policies } from '@oslonac/kit';
import type { BillingServiceService } from '@oslonac/proto/oslonac/billing/v1/billing';
import type { Deps } from '../flows/deps';

// PLACEHOLDER (being written now; replaced before commit).
type Service = Pick<typeof BillingServiceService, 'listMyCards' | 'startCardSetup' | 'removeMyCard'>;

export const cardsPolicies: Policies<Service> = {
  listMyCards: ['superuser'],
  startCardSetup: ['superuser'],
  removeMyCard: ['superuser'],
};

export function cardsHandlers(_d: Deps): Handlers<Service> {
  const todo = async (): Promise<never> => {
    throw new DomainError('failed_precondition', 'billing.unimplemented', 'Nije gotovo.');
  };
  return { listMyCards: todo, startCardSetup: todo, removeMyCard: todo };
}
