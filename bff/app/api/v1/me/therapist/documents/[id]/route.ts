import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { deleteMyDocument, downloadMyDocument } from '@/src/server/services/documents';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myDocument, downloadMyDocument);
export const DELETE = route(endpoints.deleteDocument, deleteMyDocument);
