import { endpoints } from '@/src/api/endpoints';
import { getMyW8Ben, saveMyW8Ben } from '@/src/api/handlers/documents';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.myW8Ben, getMyW8Ben);
export const POST = route(endpoints.saveW8Ben, saveMyW8Ben);
