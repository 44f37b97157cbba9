/**
 * The k6 scenarios' smoke run in `make test`: one small stack with the demo seeded, then every file in
 * scripts/load/k6 once through the runner (1 VU, 1 iteration per scenario). A scenario that no longer matches the
 * API (a moved URL, a changed body, a missing export) fails, and with it the build. Real load stays with real k6.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { startStack } from '../../stack/index';
import { root } from '../../stack/paths';
import { runK6File, type ScenarioReport } from './runner';

const DEMO_PASSWORD = 'Oslonac-k6-smoke-2026';
const CLIENT = 'klijent@oslonac.rs';

export async function smokeK6(): Promise<ScenarioReport[]> {
  const dir = path.join(root, 'scripts/load/k6');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .sort();
  const stack = await startStack({ name: 'k6smoke' });
  try {
    await stack.seedDemo(DEMO_PASSWORD);
    const env = {
      BASE_URL: stack.bffUrl,
      EMAIL: CLIENT,
      EMAIL_PATTERN: CLIENT,
      PASSWORD: DEMO_PASSWORD,
    };
    const reports: ScenarioReport[] = [];
    for (const file of files) reports.push(...(await runK6File(path.join(dir, file), env)));
    return reports;
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts/load/k6-runner/smoke.ts')) {
  const reports = await smokeK6();
  let failed = 0;
  for (const r of reports) {
    const name = `${path.relative(root, r.file)} › ${r.scenario}`;
    if (r.failures.length === 0) {
      console.log(`✓ ${name} (${r.requests.length} requests, ${r.checks.length} checks)`);
      continue;
    }
    failed += 1;
    console.log(`✗ ${name}\n    ${r.failures.join('\n    ')}`);
    for (const q of r.requests) console.log(`      ${q.method} ${q.url} → ${q.status}`);
  }
  // The same plain line as the jest runs, so `make test` adds it to its totals.
  console.log(`${reports.length - failed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
