import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { listConnectRequests } from '@/src/server/services/admin-therapists';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminConnectRequests, listConnectRequests);
