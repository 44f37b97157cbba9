// A route that does no work: the baseline `make bench` compares real routes against, in the same server process.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ ok: true });
}
