/**
 * `make test`: every check the project has, in the order that fails fastest. Starts PostgreSQL and NATS when they
 * are not running (as `make up` does), gives the test run its own databases and stream names through the tests'
 * own helpers, and prints the plain `N passed, N failed` line CI reads.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureTestInfra } from '../infra/index';
import { buildBff } from '../stack/build';
import { root } from '../stack/paths';

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const typecheckProjects = [
  'packages/lang',
  'services/kit',
  'services/identity',
  'services/therapists',
  'services/booking',
  'services/admin',
  'web',
  'bff',
  'scripts',
];

function step(title: string, fn: () => void) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  fn();
  console.log(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env });
}

async function main() {
  step('lint and format (biome)', () => run(bin('biome'), ['ci', '.']));
  step('generate Prisma clients', () => run('bash', ['scripts/prisma-generate.sh']));
  step('typecheck', () => {
    for (const project of typecheckProjects) run(bin('tsc'), ['-p', `${project}/tsconfig.json`]);
  });
  step('contracts (buf lint, breaking, generated code drift)', () =>
    run('bash', ['scripts/proto.sh', '--check']),
  );

  const infra = await ensureTestInfra((line) => console.log(`[infra] ${line}`));

  let failed = false;
  try {
    step('build the BFF for the browser journeys', () => buildBff({ quiet: true }));
    const env = {
      ...process.env,
      NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
      TEST_DATABASE_ADMIN_URL: infra.adminUrl,
      TEST_NATS_URL: infra.natsUrl,
    };
    // Browser journeys each start a whole stack: they run one file at a time, after the rest, so they never
    // compete with each other (or with the integration tests) for the machine's two cores.
    const runs = [
      { title: 'unit, integration and chart tests', args: ['--ignoreProjects', 'e2e', '--maxWorkers=2'] },
      { title: 'browser journeys', args: ['--selectProjects', 'e2e', '--runInBand'] },
    ];
    let passed = 0;
    let broken = 0;
    for (const [i, r] of runs.entries()) {
      const results = path.join(root, `.data/jest-results-${i}.json`);
      mkdirSync(path.dirname(results), { recursive: true });
      rmSync(results, { force: true });
      console.log(`\n▶ ${r.title} (jest)`);
      try {
        run(bin('jest'), ['--ci', ...r.args, '--json', `--outputFile=${results}`], env);
      } catch {
        failed = true;
      }
      if (!existsSync(results)) {
        console.error(`jest wrote no results for ${r.title}`);
        broken += 1;
        continue;
      }
      const summary = JSON.parse(readFileSync(results, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
        numRuntimeErrorTestSuites: number;
        numTotalTests: number;
      };
      if (summary.numPendingTests + summary.numTodoTests > 0) {
        console.error('skipped or todo tests are not allowed');
        failed = true;
      }
      if (summary.numTotalTests === 0) failed = true;
      passed += summary.numPassedTests;
      broken += summary.numFailedTests + summary.numRuntimeErrorTestSuites;
    }
    console.log(`\n${passed} passed, ${broken} failed`);
    if (broken > 0) failed = true;
  } finally {
    await infra.stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
});
