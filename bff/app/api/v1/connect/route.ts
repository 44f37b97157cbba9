import { endpoints } from '@/src/api/endpoints';
import { listMyConnections, requestConnection } from '@/src/api/handlers/connect';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myConnections, listMyConnections);
export const POST = route(endpoints.requestConnection, requestConnection);
