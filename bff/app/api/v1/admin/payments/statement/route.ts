import { importStatement } from '@/src/api/handlers/admin-billing';

export const dynamic = 'force-dynamic';
export const POST = importStatement;
