import { endpoints } from '@/src/api/endpoints';
import { deleteMyDocument, downloadMyDocument } from '@/src/api/handlers/documents';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myDocument, downloadMyDocument);
export const DELETE = route(endpoints.deleteDocument, deleteMyDocument);
