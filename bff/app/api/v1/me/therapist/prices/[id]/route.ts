import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { deletePrice } from '@/src/server/services/prices';

export const DELETE = route(endpoints.deletePrice, deletePrice);
