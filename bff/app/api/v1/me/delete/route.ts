import { endpoints } from '@/src/api/endpoints';
import { deleteMyAccount } from '@/src/api/handlers/privacy';
import { route } from '@/src/api/route';

export const POST = route(endpoints.deleteMyAccount, deleteMyAccount);
