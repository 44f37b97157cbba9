import { unsubscribeRoute } from '@/src/api/unsubscribe-route';

// RFC 8058 one-click: no session, no CSRF token (see src/api/unsubscribe-route.ts for why this one route may).
export const POST = unsubscribeRoute;
