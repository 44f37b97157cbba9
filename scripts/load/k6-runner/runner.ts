/**
 * A minimal runner of the k6 API the scenarios in scripts/load/k6 use, for the smoke run in `make test` (no k6
 * binary can be had here). Each scenario of a file runs once, as one virtual user doing one iteration, with k6's
 * semantics where they matter for correctness: synchronous http with a per-VU cookie jar, checks, groups, __ENV and
 * __VU. Timing and load (sleep, executors, thresholds) are left to real k6. Anything a scenario imports that is not
 * implemented here fails the run, so the runner grows with the scenarios instead of hiding a gap.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { createHttp, type RecordedRequest } from './http';
import { SyncFetch } from './sync-fetch';

export interface CheckResult {
  name: string;
  passes: number;
  fails: number;
}

export interface ScenarioReport {
  file: string;
  scenario: string;
  failures: string[];
  checks: CheckResult[];
  requests: RecordedRequest[];
}

const HTTP_EXPORTS = ['request', 'get', 'head', 'options', 'del', 'post', 'put', 'patch', 'cookieJar'];
const K6_EXPORTS = ['check', 'group', 'sleep', 'fail', 'randomSeed'];

const virtual = (names: string[], key: 'k6' | 'http') =>
  [
    `const api = () => globalThis.__oslonacK6.${key};`,
    ...names.map((n) => `export const ${n} = (...args) => api().${n}(...args);`),
    `export default { ${names.join(', ')} };`,
  ].join('\n');

const k6Modules: Plugin = {
  name: 'k6-modules',
  setup(b) {
    b.onResolve({ filter: /^k6(\/.*)?$/ }, (args) => {
      if (args.path === 'k6' || args.path === 'k6/http') return { path: args.path, namespace: 'k6' };
      return { errors: [{ text: `the k6 runner (scripts/load/k6-runner) does not implement ${args.path}` }] };
    });
    b.onLoad({ filter: /.*/, namespace: 'k6' }, (args) => ({
      contents: args.path === 'k6' ? virtual(K6_EXPORTS, 'k6') : virtual(HTTP_EXPORTS, 'http'),
      loader: 'js',
    }));
  },
};

/** Runs every scenario of one k6 file once (1 VU, 1 iteration) and reports what failed. */
export async function runK6File(file: string, env: Record<string, string>): Promise<ScenarioReport[]> {
  const built = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
    plugins: [k6Modules],
  }).catch((err: Error) => err);
  if (built instanceof Error) {
    return [{ file, scenario: '(init)', failures: [built.message], checks: [], requests: [] }];
  }
  const code = built.outputFiles[0]!.text;
  const load = async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'k6-run-'));
    const entry = path.join(dir, `${path.basename(file, path.extname(file))}.mjs`);
    writeFileSync(entry, code);
    try {
      return (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  // The options decide which functions run; read them from a first load (k6's init context).
  const first = await withVu(env, async () => load());
  if ('error' in first) return [{ file, scenario: '(init)', ...first.report }];
  const options = (first.value.options ?? {}) as { scenarios?: Record<string, { exec?: string }> };
  const scenarios = options.scenarios
    ? Object.entries(options.scenarios).map(([name, s]) => ({ name, exec: s.exec ?? 'default' }))
    : [{ name: 'default', exec: 'default' }];

  const reports: ScenarioReport[] = [];
  for (const scenario of scenarios) {
    const run = await withVu(env, async () => {
      const mod = await load();
      const fn = mod[scenario.exec];
      if (typeof fn !== 'function')
        throw new Error(`exec "${scenario.exec}" is not a function the file exports`);
      const data = typeof mod.setup === 'function' ? mod.setup() : undefined;
      fn(data);
      if (typeof mod.teardown === 'function') mod.teardown(data);
    });
    reports.push({ file, scenario: scenario.name, ...run.report });
  }
  return reports;
}

type VuRun<T> =
  | { value: T; report: Omit<ScenarioReport, 'file' | 'scenario'> }
  | { error: unknown; report: Omit<ScenarioReport, 'file' | 'scenario'> };

/** One virtual user: its own cookie jar and check counters, installed where the scenario's imports look. */
async function withVu<T>(env: Record<string, string>, body: () => Promise<T>): Promise<VuRun<T>> {
  const fetcher = new SyncFetch();
  const requests: RecordedRequest[] = [];
  const checks = new Map<string, CheckResult>();
  const failures: string[] = [];
  const g = globalThis as Record<string, unknown>;
  g.__ENV = { ...env };
  g.__VU = 1;
  g.__ITER = 0;
  g.__oslonacK6 = {
    http: createHttp(fetcher, requests),
    k6: {
      check: (value: unknown, sets: Record<string, (v: unknown) => unknown>) => {
        let all = true;
        for (const [name, predicate] of Object.entries(sets)) {
          let ok = false;
          try {
            ok = Boolean(typeof predicate === 'function' ? predicate(value) : predicate);
          } catch {
            ok = false;
          }
          const c = checks.get(name) ?? { name, passes: 0, fails: 0 };
          if (ok) c.passes += 1;
          else c.fails += 1;
          checks.set(name, c);
          all &&= ok;
        }
        return all;
      },
      group: (_name: string, fn: () => unknown) => fn(),
      // One iteration proves the flow; waiting proves nothing.
      sleep: () => {},
      fail: (message?: string) => {
        throw new Error(message ?? 'fail()');
      },
      randomSeed: () => {},
    },
  };
  const report = () => {
    for (const c of checks.values()) if (c.fails > 0) failures.push(`check "${c.name}" failed`);
    for (const r of requests) {
      if (r.status === 0) failures.push(`${r.method} ${r.url}: no response`);
    }
    return { failures, checks: [...checks.values()], requests };
  };
  try {
    const value = await body();
    return { value, report: report() };
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
    return { error, report: report() };
  } finally {
    delete g.__oslonacK6;
    await fetcher.close();
  }
}
