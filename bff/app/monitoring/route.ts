import { tunnel } from '@/src/server/sentry-tunnel';

export async function POST(req: Request): Promise<Response> {
  return tunnel(req);
}
