import { endpoints } from '@/src/api/endpoints';
import { getNote, saveNote } from '@/src/api/handlers/sessions';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.sessionNote, getNote);
export const PUT = route(endpoints.saveSessionNote, saveNote);
