import { endpoints } from '@/src/api/endpoints';
import { startCardSetup } from '@/src/api/handlers/cards';
import { route } from '@/src/api/route';

export const POST = route(endpoints.startCardSetup, startCardSetup);
