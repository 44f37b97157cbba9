import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { getTherapistW8Ben } from '@/src/server/services/admin-therapists';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminTherapistW8Ben, getTherapistW8Ben);
