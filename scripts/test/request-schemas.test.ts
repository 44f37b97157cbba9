import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

// Building a zod schema costs far more than using one (object shape, fast-path JIT): under load the booking
// service spent 5–10% of its CPU rebuilding request schemas inside handlers. Each service's gRPC edge
// (services/<svc>/src/api.ts) builds its request schemas once, at module scope, and handlers only parse.

const root = fileURLToPath(new URL('../..', import.meta.url));
const perCallSchema = /\bparse\(\s*z\./g;

function perCallSchemas(source: string): number[] {
  return [...source.matchAll(perCallSchema)].map((m) => source.slice(0, m.index).split('\n').length);
}

const apis = readdirSync(path.join(root, 'services'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => path.join('services', e.name, 'src/api.ts'))
  .filter((file) => existsSync(path.join(root, file)));

describe('gRPC edge request schemas', () => {
  it('spots a schema built inside parse(...), on one line or over several', () => {
    expect(perCallSchemas('const a = 1;\nconst r = parse(z.object({ id: uuid }), req);')).toEqual([2]);
    expect(
      perCallSchemas('const r = parse(\n        z.object({ id: uuid }),\n        req,\n      );'),
    ).toEqual([1]);
    expect(perCallSchemas('const r = parse(idRequest, req);\nconst s = safeParse(z);')).toEqual([]);
  });

  it('scans every service api.ts', () => {
    expect(apis.length).toBeGreaterThanOrEqual(4);
  });

  it('build request schemas once at module scope (const xRequest = z.object(...)), never parse(z.…) per call', () => {
    const offenders = apis.flatMap((file) =>
      perCallSchemas(readFileSync(path.join(root, file), 'utf8')).map(
        (line) =>
          `${file}:${line} builds its zod schema on every call: move it to a module-scope const named for the request (e.g. const bookingIdRequest = z.object({ bookingId: uuid })) in the validation section and parse(bookingIdRequest, req)`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
