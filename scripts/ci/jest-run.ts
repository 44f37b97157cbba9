import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '../stack/paths';

export interface JestTotals {
  passed: number;
  failed: number;
  ok: boolean;
  /** Seconds per test file, relative to the repository. */
  files: Array<{ file: string; seconds: number; ok: boolean }>;
}

interface JestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numRuntimeErrorTestSuites: number;
  numTotalTests: number;
  testResults: Array<{ name: string; startTime: number; endTime: number; status: string }>;
}

/** One jest run with its own results file; CI's totals come from jest's JSON, not its human summary. */
export function runJest(slug: string, args: string[], env: NodeJS.ProcessEnv): JestTotals {
  const results = path.join(root, `.data/jest-results-${slug}.json`);
  mkdirSync(path.dirname(results), { recursive: true });
  rmSync(results, { force: true });
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/jest'),
    ['--ci', ...args, '--json', `--outputFile=${results}`],
    { cwd: root, stdio: 'inherit', env },
  );
  if (!existsSync(results)) {
    console.error(`jest wrote no results for ${slug}`);
    return { passed: 0, failed: 1, ok: false, files: [] };
  }
  const summary = JSON.parse(readFileSync(results, 'utf8')) as JestJson;
  let ok = run.status === 0;
  if (summary.numPendingTests + summary.numTodoTests > 0) {
    console.error('skipped or todo tests are not allowed');
    ok = false;
  }
  if (summary.numTotalTests === 0) ok = false;
  const failed = summary.numFailedTests + summary.numRuntimeErrorTestSuites;
  return {
    passed: summary.numPassedTests,
    failed,
    ok: ok && failed === 0,
    files: summary.testResults.map((r) => ({
      file: path.relative(root, r.name),
      seconds: (r.endTime - r.startTime) / 1000,
      ok: r.status === 'passed',
    })),
  };
}
