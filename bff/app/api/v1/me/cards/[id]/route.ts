import { endpoints } from '@/src/api/endpoints';
import { removeMyCard } from '@/src/api/handlers/cards';
import { route } from '@/src/api/route';

export const DELETE = route(endpoints.removeMyCard, removeMyCard);
