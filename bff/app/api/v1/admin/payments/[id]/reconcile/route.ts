import { endpoints } from '@/src/api/endpoints';
import { reconcilePayment } from '@/src/api/handlers/admin-billing';
import { route } from '@/src/api/route';

export const POST = route(endpoints.adminReconcilePayment, reconcilePayment);
