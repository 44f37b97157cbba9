import { Metadata, status } from '@grpc/grpc-js';
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { type HttpProblem, problemFromGrpc, problemFromZod, problemResponse } from '../src/server/problem';

function grpcError(code: status, errorCode?: string, meta?: Record<string, string>) {
  const metadata = new Metadata();
  if (errorCode) metadata.set('x-error-code', errorCode);
  if (meta) metadata.set('x-error-meta', JSON.stringify(meta));
  return Object.assign(new Error('upstream said no: secret detail'), {
    code,
    details: 'secret detail',
    metadata,
  });
}

async function bodyOf(p: HttpProblem, locale: 'sr-Latn' | 'sr-Cyrl' | 'en' = 'sr-Latn') {
  const res = problemResponse(p.status, p.code, locale, { errors: p.errors, headers: p.headers });
  return { res, body: await res.json() };
}

describe('gRPC errors → problem+json', () => {
  it('maps invalid credentials to 401 with the Serbian message in all three locales', async () => {
    const p = problemFromGrpc(grpcError(status.UNAUTHENTICATED, 'identity.invalid_credentials'))!;
    const { res, body } = await bodyOf(p);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(body).toEqual({
      type: 'urn:oslonac:problem:identity.invalid_credentials',
      title: 'E-adresa ili lozinka nisu tačni.',
      status: 401,
      code: 'identity.invalid_credentials',
    });
    expect((await bodyOf(p, 'sr-Cyrl')).body.title).toBe('Е-адреса или лозинка нису тачни.');
    expect((await bodyOf(p, 'en')).body.title).toBe('The e-mail address or password is incorrect.');
  });

  it('explains the account and document refusals added with issue 9 in Serbian, not as a generic error', async () => {
    const cases: [status, string, number, RegExp][] = [
      [status.FAILED_PRECONDITION, 'identity.reauth_required', 409, /potrebna je nova prijava/],
      [status.FAILED_PRECONDITION, 'therapists.document_quota_exceeded', 409, /najveći broj dokumenata/],
      [status.PERMISSION_DENIED, 'therapists.own_profile_review', 403, /Sopstveni profil ne možete/],
    ];
    for (const [grpcStatus, code, httpStatus, title] of cases) {
      const { res, body } = await bodyOf(problemFromGrpc(grpcError(grpcStatus, code))!);
      expect(res.status).toBe(httpStatus);
      expect(body.code).toBe(code);
      expect(body.title).toMatch(title);
      expect((await bodyOf(problemFromGrpc(grpcError(grpcStatus, code))!, 'en')).body.title).not.toBe(
        body.title,
      );
    }
  });

  it('maps rate limiting to 429 with Retry-After from the upstream meta (clamped)', async () => {
    const p = problemFromGrpc(
      grpcError(status.RESOURCE_EXHAUSTED, 'identity.rate_limited', { retryAfterSeconds: '120' }),
    )!;
    const { res, body } = await bodyOf(p);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('120');
    expect(body.title).toBe('Previše pokušaja. Pokušajte ponovo za nekoliko minuta.');
    const huge = problemFromGrpc(
      grpcError(status.RESOURCE_EXHAUSTED, 'identity.rate_limited', { retryAfterSeconds: '999999' }),
    )!;
    expect(huge.headers?.['retry-after']).toBe('3600');
    const none = problemFromGrpc(grpcError(status.RESOURCE_EXHAUSTED, 'identity.rate_limited'))!;
    expect(none.headers?.['retry-after']).toBe('60');
  });

  it.each([
    [status.INVALID_ARGUMENT, 400],
    [status.NOT_FOUND, 404],
    [status.ALREADY_EXISTS, 409],
    [status.ABORTED, 409],
    [status.FAILED_PRECONDITION, 409],
    [status.PERMISSION_DENIED, 403],
    [status.UNAUTHENTICATED, 401],
  ])('maps gRPC status %s to HTTP %s', (grpc, http) => {
    expect(problemFromGrpc(grpcError(grpc, 'identity.something'))!.status).toBe(http);
  });

  it.each([
    status.UNAVAILABLE,
    status.DEADLINE_EXCEEDED,
    status.INTERNAL,
    status.UNKNOWN,
    status.UNIMPLEMENTED,
    status.DATA_LOSS,
  ])('turns %s into 503 upstream.unavailable without leaking details', async (grpc) => {
    const p = problemFromGrpc(grpcError(grpc, 'internal'))!;
    const { res, body } = await bodyOf(p);
    expect(res.status).toBe(503);
    expect(body.code).toBe('upstream.unavailable');
    expect(body.title).toBe('Usluga je trenutno nedostupna. Pokušajte ponovo za nekoliko trenutaka.');
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('does not pass on codes that are not stable public codes', async () => {
    const p = problemFromGrpc(grpcError(status.INVALID_ARGUMENT, 'Error: stack at foo.ts:12'))!;
    expect(p.code).toBe('request.invalid');
    const unknownCode = await bodyOf(
      problemFromGrpc(grpcError(status.NOT_FOUND, 'identity.never_heard_of'))!,
    );
    expect(unknownCode.body.title).toBe('Ova adresa ne postoji.');
  });

  it('puts field errors under the route’s own field names', async () => {
    const weak = problemFromGrpc(
      grpcError(status.INVALID_ARGUMENT, 'identity.weak_password', {
        field: 'password',
        reason: 'too_short',
      }),
      { password: 'newPassword' },
    )!;
    expect((await bodyOf(weak)).body.errors).toEqual({
      newPassword: 'Lozinka mora imati najmanje 10 znakova.',
    });
    const wrong = problemFromGrpc(
      grpcError(status.INVALID_ARGUMENT, 'identity.wrong_password', { field: 'password' }),
      { email: 'newEmail', password: 'currentPassword' },
    )!;
    const { body } = await bodyOf(wrong, 'sr-Cyrl');
    expect(body.status).toBe(400);
    expect(body.errors.currentPassword).toBe('Тренутна лозинка није тачна.');
  });

  it('ignores non-gRPC errors', () => {
    expect(problemFromGrpc(new Error('plain'))).toBeNull();
    expect(problemFromGrpc('string')).toBeNull();
  });
});

describe('zod errors → 400 with a message per field', () => {
  const schema = z.strictObject({
    email: z.email(),
    displayName: z.string().min(1).max(80),
    role: z.enum(['client', 'therapist']).optional(),
  });

  it('names each bad field in Serbian', async () => {
    const input = { email: 'nope', displayName: 'x'.repeat(81), role: 'king', extra: 1 };
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const p = problemFromZod(result.error!, input);
    const { res, body } = await bodyOf(p);
    expect(res.status).toBe(400);
    expect(body.code).toBe('request.invalid');
    expect(body.title).toBe('Proverite označena polja.');
    expect(body.errors).toEqual({
      email: 'Unesite ispravnu e-adresu.',
      displayName: 'Unesite ime, do 80 znakova.',
      role: 'Izaberite jednu od ponuđenih uloga.',
      extra: 'Ovo polje nije dozvoljeno.',
    });
  });

  it('says a missing field is required and a wrong root type is about the request', async () => {
    const missing = schema.safeParse({ displayName: 'Ana' });
    expect((await bodyOf(problemFromZod(missing.error!, { displayName: 'Ana' }))).body.errors).toEqual({
      email: 'Ovo polje je obavezno.',
    });
    const root = schema.safeParse([1, 2]);
    expect((await bodyOf(problemFromZod(root.error!, [1, 2]), 'en')).body.errors).toEqual({
      request: 'This value has the wrong type.',
    });
  });
});
