import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { listMyDocuments, uploadDocument } from '@/src/server/services/documents';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myDocuments, listMyDocuments);
export const POST = uploadDocument;
