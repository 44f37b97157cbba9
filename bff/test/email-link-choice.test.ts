// The e-mail link page while someone is signed in: identity describes the link (without using it) and the page
// asks which account to continue with only when the link is for another, still valid account.
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { IdentityServiceService } from '@oslonac/proto/oslonac/identity/v1/identity';
import { grpcError, type ScriptedServer, startScriptedServer } from './support/scripted-server';

const TOKEN = 'link_token_0123456789abcdefghijklmnopqrstuv';
const ANA = { id: '0193a1b2-0000-7000-8000-00000000000a', email: 'ana@primer.rs' };
const MARKO = '0193a1b2-0000-7000-8000-00000000000b';
const headers = new Headers({ 'x-forwarded-for': '198.51.100.7' });

let identity: ScriptedServer<typeof IdentityServiceService>;
let loader: typeof import('../src/api/loaders/email-link');
let closeClient: () => void;
let resetRateLimits: () => void;

beforeAll(async () => {
  identity = await startScriptedServer(IdentityServiceService);
  process.env.IDENTITY_GRPC_ADDR = identity.addr;
  process.env.COOKIE_SECURE = 'false';
  loader = await import('../src/api/loaders/email-link');
  closeClient = (await import('../src/server/gateways/identity')).closeIdentityClient;
  resetRateLimits = (await import('../src/api/route')).resetRateLimits;
});

afterAll(async () => {
  closeClient?.();
  await identity?.stop();
});

beforeEach(() => {
  identity.seen.length = 0;
  resetRateLimits();
});

describe('accountChoice', () => {
  it('asks when the link is for another account, naming it only masked', async () => {
    identity.answer('describeEmailLink', () => ({
      valid: true,
      userId: MARKO,
      maskedEmail: 'm***@gmail.com',
    }));
    expect(await loader.accountChoice(TOKEN, ANA, headers)).toEqual({
      current: 'ana@primer.rs',
      link: 'm***@gmail.com',
    });
    // Described, never consumed; public, so no actor token goes with it.
    expect(identity.seen).toEqual([
      { method: 'describeEmailLink', request: { token: TOKEN }, actorToken: null },
    ]);
  });

  it('does not ask for the same account, a dead link, or a signed-out visitor', async () => {
    identity.answer('describeEmailLink', () => ({
      valid: true,
      userId: ANA.id,
      maskedEmail: 'a***@primer.rs',
    }));
    expect(await loader.accountChoice(TOKEN, ANA, headers)).toBeNull();
    identity.answer('describeEmailLink', () => ({ valid: false, userId: '', maskedEmail: '' }));
    expect(await loader.accountChoice(TOKEN, ANA, headers)).toBeNull();
    identity.seen.length = 0;
    expect(await loader.accountChoice(TOKEN, null, headers)).toBeNull();
    expect(identity.seen).toEqual([]);
  });

  it('falls back to the usual confirm page when identity cannot answer', async () => {
    identity.answer('describeEmailLink', () => grpcError(status.UNAVAILABLE, 'unavailable'));
    expect(await loader.accountChoice(TOKEN, ANA, headers)).toBeNull();
  });
});
