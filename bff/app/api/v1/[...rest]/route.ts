import { localeOf } from '@/src/api/route';
import { problemResponse } from '@/src/server/problem';

// Unknown /api/v1 paths answer in the API's own format, not with an HTML page.
function notFound(req: Request): Response {
  return problemResponse(404, 'request.not_found', localeOf(req));
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
