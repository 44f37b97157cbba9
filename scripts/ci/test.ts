/**
 * `make test`: every check the project has, in the order that fails fastest. Starts PostgreSQL and NATS when they
 * are not running (as `make up` does), gives the test run its own databases and stream names through the tests'
 * own helpers, and prints the plain `N passed, N failed` line CI reads.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureNats } from '../infra/nats';
import { ensurePostgres, redact } from '../infra/postgres';
import { buildBff } from '../stack/build';
import { root } from '../stack/paths';

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const typecheckProjects = ['services/kit', 'services/identity', 'web', 'bff', 'scripts'];

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
  step('contracts (buf lint, breaking, generated code drift)', () => run('bash', ['scripts/proto.sh', '--check']));

  const log = (line: string) => console.log(`[infra] ${line}`);
  const postgres = await ensurePostgres({
    url: process.env.TEST_DATABASE_ADMIN_URL,
    dataDir: path.join(root, '.data/postgres-test'),
    port: 54339,
    probeLocal: true,
    log,
  });
  const nats = await ensureNats({
    url: process.env.TEST_NATS_URL,
    storeDir: path.join(root, '.data/nats-test'),
    port: 4222,
    log,
  });
  log(`PostgreSQL (${postgres.source}) ${redact(postgres.adminUrl)}; NATS (${nats.source}) ${nats.url}`);

  let failed = false;
  try {
    step('build the BFF for the browser journeys', () => buildBff({ quiet: true }));
    const results = path.join(root, '.data/jest-results.json');
    mkdirSync(path.dirname(results), { recursive: true });
    const env = {
      ...process.env,
      NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
      TEST_DATABASE_ADMIN_URL: postgres.adminUrl,
      TEST_NATS_URL: nats.url,
    };
    console.log('\n▶ unit, integration, chart and browser tests (jest)');
    try {
      run(bin('jest'), ['--ci', '--maxWorkers=2', '--json', `--outputFile=${results}`], env);
    } catch {
      failed = true;
    }
    const summary = JSON.parse(readFileSync(results, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numRuntimeErrorTestSuites: number;
      numTotalTests: number;
    };
    const broken = summary.numFailedTests + summary.numRuntimeErrorTestSuites;
    if (summary.numPendingTests + summary.numTodoTests > 0) {
      console.error('skipped or todo tests are not allowed');
      failed = true;
    }
    if (summary.numTotalTests === 0) failed = true;
    console.log(`\n${summary.numPassedTests} passed, ${broken} failed`);
    if (broken > 0) failed = true;
  } finally {
    await nats.stop();
    await postgres.stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
});
