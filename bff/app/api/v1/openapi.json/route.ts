import { buildOpenApi } from '@/src/api/openapi';

// Built once per process: the document only changes with the code.
let cached: string | null = null;

export function GET(): Response {
  cached ??= JSON.stringify(buildOpenApi());
  return new Response(cached, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
