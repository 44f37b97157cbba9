/**
 * `make bench`: throughput of real flows through the BFF, each reported as a ratio to a bare route handler measured
 * in the same run against the same server process (machines here are noisy; only ratios carry over). The k6
 * scenarios in scripts/load/k6 drive the same flows in real environments.
 */
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import { ensureTestInfra } from '../infra/index';
import { buildBff } from '../stack/build';
import { startStack } from '../stack/index';
import { bffStandaloneServer } from '../stack/paths';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const password = 'Oslonac-demo-2026';

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  statuses: string;
  errors: number;
}

async function measure(name: string, opts: autocannon.Options): Promise<Measured> {
  // A short warm-up so JIT and connection pools do not count against the first route measured.
  await autocannon({ ...opts, duration: 2 });
  const r = await autocannon({ ...opts, duration: seconds });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    statuses: Object.keys(r.statusCodeStats ?? {}).join(','),
    errors: r.errors + r.timeouts,
  };
}

async function main() {
  const infra = await ensureTestInfra((line) => console.log(`[bench] ${line}`));
  try {
    if (!existsSync(bffStandaloneServer) || process.env.BENCH_BUILD === '1') buildBff({ quiet: true });
    const stack = await startStack({
      name: 'bench',
      adminUrl: infra.adminUrl,
      natsUrl: infra.natsUrl,
      // Sign-in throttles (the BFF's per-IP burst guard, identity's per-IP and per-account windows) would otherwise
      // measure themselves: every request here is the same account from one address, 16 at a time.
      bffEnv: { AUTH_RATE_BURST: '100000000', AUTH_RATE_PER_MINUTE: '100000000' },
      serviceEnv: { identity: { SIGNIN_LIMIT_PER_IP: '100000000', SIGNIN_LIMIT_PER_ACCOUNT: '100000000' } },
    });
    try {
      await stack.seedDemo(password);
      const page = await fetch(`${stack.bffUrl}/app/login`);
      const csrf = /oslonac_csrf=([^;]+)/.exec(page.headers.getSetCookie().join('; '))?.[1];
      if (!csrf) throw new Error('the login page set no CSRF cookie');

      const bare = await measure('bare route GET /api/ping', {
        url: `${stack.bffUrl}/api/ping`,
        connections,
      });
      const signin = await measure('sign-in POST /api/v1/auth/password', {
        url: `${stack.bffUrl}/api/v1/auth/password`,
        connections,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': csrf,
          cookie: `oslonac_csrf=${csrf}`,
          origin: stack.bffUrl,
        },
        body: JSON.stringify({ email: 'klijent@oslonac.rs', password }),
      });

      console.log(`\nBFF throughput, ${seconds} s per route, ${connections} connections, one machine:`);
      for (const m of [bare, signin]) {
        console.log(
          `  ${m.name.padEnd(40)} ${m.rps.toFixed(0).padStart(7)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms` +
            `  non-2xx ${m.non2xx} (statuses ${m.statuses})  errors ${m.errors}`,
        );
      }
      console.log(`  ratio sign-in / bare route: ${(signin.rps / bare.rps).toFixed(3)}`);
      console.log(
        '  (sign-in includes an argon2id verification: m=19456 KiB, t=2, by design the expensive part)',
      );
      if (signin.non2xx > 0 || signin.errors > 0) {
        console.error(
          'sign-in requests failed during the run; the numbers above are not a clean measurement',
        );
        process.exitCode = 1;
      }
    } finally {
      await stack.stop();
    }
  } finally {
    await infra.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
