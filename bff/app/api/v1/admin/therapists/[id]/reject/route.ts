import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { rejectTherapist } from '@/src/server/services/admin-therapists';

export const POST = route(endpoints.adminRejectTherapist, rejectTherapist);
