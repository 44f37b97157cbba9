import { endpoints } from '@/src/api/endpoints';
import { myNoticePreferences, saveMyNoticePreferences } from '@/src/api/handlers/emails';
import { route } from '@/src/api/route';

export const GET = route(endpoints.myNoticePreferences, myNoticePreferences);
export const PUT = route(endpoints.saveMyNoticePreferences, saveMyNoticePreferences);
