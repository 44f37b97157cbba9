import { endpoints } from '@/src/api/endpoints';
import { listReviews } from '@/src/api/handlers/reviews-admin';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminReviews, listReviews);
