import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { listMyConnections, requestConnection } from '@/src/server/services/connect';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myConnections, listMyConnections);
export const POST = route(endpoints.requestConnection, requestConnection);
