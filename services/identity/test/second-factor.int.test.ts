import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SecondFactorState } from '@oslonac/proto/oslonac/identity/v1/identity';
import { totpCodeAt } from '../src/domain/second-factor';
import { seedDemoAccounts } from '../src/seed/accounts';
import { client, failure, type Harness, startIdentity } from './support/harness';

const PASSWORD = 'Oslonac-demo-2026';
const STEP_MS = 30_000;
const listUsersReq = { role: 0, query: '', pageSize: 0, pageToken: '' };

describe('second factor (TOTP and recovery codes)', () => {
  let h: Harness;
  let staffId = '';
  let secret = '';
  let recovery: string[] = [];

  /** A fresh password sign-in: its session token, actor token and second-factor state. */
  async function signIn(email: string) {
    const s = await h.call(h.client.signInWithPassword, { email, password: PASSWORD, client: client() });
    const token = s.session?.token ?? '';
    const r = await h.call(h.client.resolveSession, { token });
    return { token, actor: r.actorToken, state: r.secondFactor };
  }
  const resolve = (token: string) => h.call(h.client.resolveSession, { token });
  const nextStep = () => h.clock.advance(STEP_MS);
  const code = () => totpCodeAt(secret, h.clock.now());

  beforeAll(async () => {
    // Attempts are throttled per account: a budget big enough for the test, small enough to reach.
    h = await startIdentity({ name: 'second_factor', limits: { perIp: 100, perAccount: 4 } });
    const [staff] = await seedDemoAccounts(
      h.prisma,
      [
        { email: 'staff@example.rs', displayName: 'Jelena Marković', roles: ['admin'] },
        { email: 'ana@example.rs', displayName: 'Ana Jovanović', roles: ['client'] },
      ],
      PASSWORD,
      h.clock.now(),
    );
    staffId = staff?.id ?? '';
  });
  afterAll(async () => {
    await h?.close();
  });

  it('refuses admin RPCs to a staff session without the second factor', async () => {
    const s = await signIn('staff@example.rs');
    expect(s.state).toBe(SecondFactorState.SECOND_FACTOR_STATE_NOT_ENROLLED);
    const f = await failure(h.call(h.client.listUsers, listUsersReq, s.actor));
    expect(f.status).toBe(grpc.status.PERMISSION_DENIED);
    expect(f.code).toBe('auth.second_factor_required');
    // Self-service still works, so the person can enrol.
    expect((await h.call(h.client.getMe, {}, s.actor)).user?.email).toBe('staff@example.rs');
  });

  it('enrols with fresh proof and a first code, seals the secret and shows recovery codes once', async () => {
    const s = await signIn('staff@example.rs');
    const wrongProof = await failure(
      h.call(h.client.beginTotpEnrolment, { currentPassword: 'nope' }, s.actor),
    );
    expect(wrongProof.code).toBe('identity.wrong_password');

    const begun = await h.call(h.client.beginTotpEnrolment, { currentPassword: PASSWORD }, s.actor);
    secret = begun.secret;
    expect(begun.otpauthUri).toContain(`secret=${secret}`);
    const row = await h.prisma.totpFactor.findUniqueOrThrow({ where: { userId: staffId } });
    expect(Buffer.from(row.secretSealed).toString('latin1')).not.toContain(secret);
    expect(row.confirmedAt).toBeNull();

    // Not in force yet: the session is not asked for a code.
    expect((await resolve(s.token)).secondFactor).toBe(SecondFactorState.SECOND_FACTOR_STATE_NOT_ENROLLED);
    const wrong = await failure(h.call(h.client.confirmTotpEnrolment, { code: '000000' }, s.actor));
    expect(wrong.code).toBe('identity.second_factor_invalid');

    const confirmed = await h.call(h.client.confirmTotpEnrolment, { code: code() }, s.actor);
    recovery = confirmed.recoveryCodes;
    expect(recovery).toHaveLength(10);
    const stored = await h.prisma.recoveryCode.findMany({
      where: { userId: staffId },
      select: { codeHash: true },
    });
    expect(stored).toHaveLength(10);
    for (const r of recovery) expect(stored.map((x) => x.codeHash)).not.toContain(r);

    // The enrolling session has just shown a code: it has passed, and its new token opens admin methods.
    const after = await resolve(s.token);
    expect(after.secondFactor).toBe(SecondFactorState.SECOND_FACTOR_STATE_PASSED);
    await expect(h.call(h.client.listUsers, listUsersReq, after.actorToken)).resolves.toBeTruthy();
    const again = await failure(h.call(h.client.beginTotpEnrolment, { currentPassword: PASSWORD }, s.actor));
    expect(again.code).toBe('identity.totp_already_enabled');
  });

  it('starts a new session pending and passes it with a code, once per time step', async () => {
    const used = code(); // the step the enrolment just used
    const s = await signIn('staff@example.rs');
    expect(s.state).toBe(SecondFactorState.SECOND_FACTOR_STATE_PENDING);
    expect((await failure(h.call(h.client.listUsers, listUsersReq, s.actor))).code).toBe(
      'auth.second_factor_required',
    );

    const replay = await failure(h.call(h.client.verifySecondFactor, { code: used }, s.actor));
    expect(replay.code).toBe('identity.second_factor_invalid');
    expect((await resolve(s.token)).secondFactor).toBe(SecondFactorState.SECOND_FACTOR_STATE_PENDING);

    nextStep();
    const fresh = code();
    await h.call(h.client.verifySecondFactor, { code: fresh }, s.actor);
    const passed = await resolve(s.token);
    expect(passed.secondFactor).toBe(SecondFactorState.SECOND_FACTOR_STATE_PASSED);
    await expect(h.call(h.client.listUsers, listUsersReq, passed.actorToken)).resolves.toBeTruthy();

    // The same code, captured and replayed for another session, is refused.
    const other = await signIn('staff@example.rs');
    const replayed = await failure(h.call(h.client.verifySecondFactor, { code: fresh }, other.actor));
    expect(replayed.code).toBe('identity.second_factor_invalid');
  });

  it('lets each recovery code in once', async () => {
    const a = await signIn('staff@example.rs');
    const first = recovery[0] ?? '';
    const ok = await h.call(h.client.verifySecondFactor, { code: first.toUpperCase() }, a.actor);
    expect(ok.recoveryCodesLeft).toBe(9);
    expect((await resolve(a.token)).secondFactor).toBe(SecondFactorState.SECOND_FACTOR_STATE_PASSED);

    const b = await signIn('staff@example.rs');
    const reused = await failure(h.call(h.client.verifySecondFactor, { code: first }, b.actor));
    expect(reused.code).toBe('identity.second_factor_invalid');
    expect((await resolve(b.token)).secondFactor).toBe(SecondFactorState.SECOND_FACTOR_STATE_PENDING);
  });

  it('throttles wrong codes per account, and a right one is not counted', async () => {
    h.clock.advance(15 * 60_000); // a new counting window: the refusals above counted too
    const s = await signIn('staff@example.rs');
    nextStep();
    await h.call(h.client.verifySecondFactor, { code: code() }, s.actor);
    const t = await signIn('staff@example.rs');
    for (let i = 0; i < 4; i++) {
      expect((await failure(h.call(h.client.verifySecondFactor, { code: '000000' }, t.actor))).code).toBe(
        'identity.second_factor_invalid',
      );
    }
    nextStep();
    const limited = await failure(h.call(h.client.verifySecondFactor, { code: code() }, t.actor));
    expect(limited.status).toBe(grpc.status.RESOURCE_EXHAUSTED);
    expect(limited.code).toBe('identity.rate_limited');
    h.clock.advance(15 * 60_000);
  });

  it('turns off with fresh proof and a code; sessions are then not asked', async () => {
    const s = await signIn('staff@example.rs');
    nextStep();
    await h.call(h.client.verifySecondFactor, { code: code() }, s.actor);
    const wrong = await failure(
      h.call(h.client.disableTotp, { currentPassword: PASSWORD, code: '000000' }, s.actor),
    );
    expect(wrong.code).toBe('identity.second_factor_invalid');
    nextStep();
    await h.call(h.client.disableTotp, { currentPassword: PASSWORD, code: code() }, s.actor);
    expect(await h.prisma.recoveryCode.count({ where: { userId: staffId } })).toBe(0);
    expect((await signIn('staff@example.rs')).state).toBe(SecondFactorState.SECOND_FACTOR_STATE_NOT_ENROLLED);
  });

  it('leaves a client without a second factor as it was', async () => {
    const s = await signIn('ana@example.rs');
    expect(s.state).toBe(SecondFactorState.SECOND_FACTOR_STATE_NOT_ENROLLED);
    const f = await failure(h.call(h.client.verifySecondFactor, { code: '123456' }, s.actor));
    expect(f.code).toBe('identity.totp_not_enabled');
  });
});
