import { endpoints } from '@/src/api/endpoints';
import { moderateReview } from '@/src/api/handlers/reviews-admin';
import { route } from '@/src/api/route';

export const POST = route(endpoints.adminModerateReview, moderateReview);
