import { endpoints } from '@/src/api/endpoints';
import { listMyDocuments, uploadDocument } from '@/src/api/handlers/documents';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myDocuments, listMyDocuments);
export const POST = uploadDocument;
