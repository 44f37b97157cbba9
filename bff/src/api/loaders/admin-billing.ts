// What staff's /admin/payments and /admin/invoices show: the same calls as GET /api/v1/admin/payments and
// /api/v1/admin/invoices, made by the pages so the lists are in the first HTML. An unknown page marker is
// InvalidInput.

import { billingAdmin } from '../../server/gateways/billing';
import { ADMIN_PAYMENTS_PAGE_SIZE } from '../handlers/admin-billing';

export function paymentsPage(
  actorToken: string,
  input: Omit<Parameters<typeof billingAdmin.listPayments>[1], 'pageSize'>,
) {
  return billingAdmin.listPayments(actorToken, { ...input, pageSize: ADMIN_PAYMENTS_PAGE_SIZE });
}

export function invoicesPage(
  actorToken: string,
  input: Omit<Parameters<typeof billingAdmin.listInvoices>[1], 'pageSize'>,
) {
  return billingAdmin.listInvoices(actorToken, { ...input, pageSize: ADMIN_PAYMENTS_PAGE_SIZE });
}
