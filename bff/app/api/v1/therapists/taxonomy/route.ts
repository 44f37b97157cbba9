import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { getTaxonomy } from '@/src/server/services/catalog';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.therapistTaxonomy, getTaxonomy);
