import { endpoints } from '@/src/api/endpoints';
import { getTherapistW8Ben } from '@/src/api/handlers/admin-therapists';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminTherapistW8Ben, getTherapistW8Ben);
