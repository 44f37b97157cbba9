import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { listReviews } from '@/src/server/services/reviews-admin';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminReviews, listReviews);
