import { endpoints } from '@/src/api/endpoints';
import { myBillingDetails, saveMyBillingDetails } from '@/src/api/handlers/cards';
import { route } from '@/src/api/route';

export const GET = route(endpoints.myBillingDetails, myBillingDetails);
export const PUT = route(endpoints.saveMyBillingDetails, saveMyBillingDetails);
