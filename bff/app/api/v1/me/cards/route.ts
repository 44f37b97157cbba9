import { endpoints } from '@/src/api/endpoints';
import { myCards } from '@/src/api/handlers/cards';
import { route } from '@/src/api/route';

export const GET = route(endpoints.myCards, myCards);
