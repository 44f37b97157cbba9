import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { downloadTherapistDocument } from '@/src/server/services/admin-therapists';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminTherapistDocument, downloadTherapistDocument);
