import { endpoints } from '@/src/api/endpoints';
import { signOutEverywhere } from '@/src/api/handlers/auth';
import { route } from '@/src/api/route';

export const POST = route(endpoints.signOutEverywhere, signOutEverywhere);
