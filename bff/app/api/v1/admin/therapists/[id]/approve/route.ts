import { endpoints } from '@/src/api/endpoints';
import { approveTherapist } from '@/src/api/handlers/admin-therapists';
import { route } from '@/src/api/route';

export const POST = route(endpoints.adminApproveTherapist, approveTherapist);
