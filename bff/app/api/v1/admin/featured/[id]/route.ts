import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { setFeatured } from '@/src/server/services/admin-therapists';

export const POST = route(endpoints.adminSetFeatured, setFeatured);
