import { endpoints } from '@/src/api/endpoints';
import { exportMyData } from '@/src/api/handlers/privacy';
import { route } from '@/src/api/route';

export const GET = route(endpoints.exportMyData, exportMyData);
