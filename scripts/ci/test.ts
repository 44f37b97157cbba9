/**
 * `make test`: every check the project has. Installs the browser when it is missing, starts PostgreSQL and NATS when
 * they are not running (as `make up` does) and shares them with every suite, which make their own databases and
 * stream names. Independent checks run two at a time (the machine has two cores); it prints the time per step and
 * per test file, and last the plain `N passed, N failed` line CI reads.
 */
import path from 'node:path';
import { ensureChromium } from '../infra/chromium';
import { ensureInvoiceFont } from '../infra/fonts';
import { ensureTestInfra } from '../infra/index';
import { root } from '../stack/paths';
import { runJest } from './jest-run';
import { type Job, runPool } from './pool';
import { Timings } from './timings';
import { typecheckJobs } from './typecheck';

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const tsx = (title: string, script: string, env?: NodeJS.ProcessEnv): Job => ({
  title,
  command: bin('tsx'),
  args: [script],
  env,
});

async function main() {
  const began = Date.now();
  const timings = new Timings();
  let passed = 0;
  let failed = 0;
  const group = async (jobs: Job[]) => {
    for (const r of await runPool(jobs, 2)) {
      timings.step(r.title, r.seconds, r.ok);
      if (!r.ok) failed += 1;
    }
  };

  console.log(`[browser] ${ensureChromium((line) => console.log(`[browser] ${line}`))}`);
  // Billing's invoice PDFs embed DejaVu Sans (Serbian Latin and Cyrillic): Debian's fonts-dejavu-core.
  console.log(`[font] ${ensureInvoiceFont((line) => console.log(`[font] ${line}`))}`);
  await group([{ title: 'generate Prisma clients', command: 'bash', args: ['scripts/prisma-generate.sh'] }]);
  // The two long builds first, so the short checks fill the other core around them.
  await group([
    {
      title: 'build the BFF (next build)',
      command: bin('tsx'),
      args: ['-e', "import('./scripts/stack/build.ts').then((m) => m.buildBff({ quiet: true }))"],
    },
    tsx('bundle the services for the test stacks', 'scripts/stack/bundle-services.ts'),
    // Sessions' media server, built from the npm package's C++ source once per machine (a cache hit afterwards).
    { title: 'build the mediasoup worker', command: 'bash', args: ['scripts/mediasoup/build-worker.sh'] },
    { title: 'lint and format (biome)', command: bin('biome'), args: ['ci', '.'] },
    {
      title: 'contracts (buf lint, breaking, drift)',
      command: 'bash',
      args: ['scripts/proto.sh', '--check'],
    },
    ...typecheckJobs(),
  ]);

  // Tests against a build that does not compile would only bury the first error under hundreds of others.
  if (failed > 0) {
    timings.print((Date.now() - began) / 1000);
    console.log(`\n${passed} passed, ${failed} failed`);
    process.exit(1);
  }

  const infra = await ensureTestInfra((line) => console.log(`[infra] ${line}`));
  try {
    const env = {
      ...process.env,
      NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
      TEST_DATABASE_ADMIN_URL: infra.adminUrl,
      TEST_NATS_URL: infra.natsUrl,
      OSLONAC_SERVICE_BUNDLES: '1',
    };
    const suites = [
      {
        slug: 'unit',
        title: 'unit, integration and chart tests',
        args: ['--ignoreProjects', 'e2e', '--maxWorkers=2'],
      },
      // Each journey file starts its own stack (services from the bundles, the built BFF, chromium); two files
      // at a time keep both cores busy while the other waits on the browser.
      { slug: 'e2e', title: 'browser journeys', args: ['--selectProjects', 'e2e', '--maxWorkers=2'] },
    ];
    for (const suite of suites) {
      console.log(`\n▶ ${suite.title} (jest)`);
      const started = Date.now();
      const r = runJest(suite.slug, suite.args, env);
      timings.step(suite.title, (Date.now() - started) / 1000, r.ok);
      timings.testFiles(r.files);
      passed += r.passed;
      failed += r.failed + (r.ok || r.failed > 0 ? 0 : 1);
    }

    const [smoke] = await runPool(
      [tsx('k6 scenarios (smoke, 1 VU × 1 iteration)', 'scripts/load/k6-runner/smoke.ts', env)],
      1,
    );
    timings.step(smoke!.title, smoke!.seconds, smoke!.ok);
    const counted = /(\d+) passed, (\d+) failed\s*$/.exec(smoke!.output);
    passed += Number(counted?.[1] ?? 0);
    failed += counted ? Number(counted[2]) : 1;
  } finally {
    await infra.stop();
  }
  timings.print((Date.now() - began) / 1000);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
});
