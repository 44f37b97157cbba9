import { endpoints } from '@/src/api/endpoints';
import { deletePrice } from '@/src/api/handlers/prices';
import { route } from '@/src/api/route';

export const DELETE = route(endpoints.deletePrice, deletePrice);
