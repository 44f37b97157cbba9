import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { moderateReview } from '@/src/server/services/reviews-admin';

export const POST = route(endpoints.adminModerateReview, moderateReview);
