/**
 * `make typecheck`: tsc on every project of the workspace (scripts/stack/projects.ts), two at a time. Projects whose
 * tsconfig is the base options plus a list of files (the kit and the services) are checked as one program: apart,
 * each checks the kit and the generated contracts again (about 170 s of CPU here, against 25 s together).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../stack/paths';
import { typecheckProjects } from '../stack/projects';
import type { Job } from './pool';
import { runPool } from './pool';

const tsc = path.join(root, 'node_modules/.bin/tsc');
const BASE = path.join(root, 'tsconfig.base.json');

/** The files a project checks, when its tsconfig only extends the base and lists them; otherwise null. */
export function sharedIncludes(project: string, tsconfigText: string): string[] | null {
  let config: unknown;
  try {
    config = JSON.parse(tsconfigText);
  } catch {
    return null;
  }
  if (typeof config !== 'object' || config === null) return null;
  const { extends: base, include, ...rest } = config as { extends?: unknown; include?: unknown };
  if (Object.keys(rest).length > 0 || typeof base !== 'string') return null;
  if (path.resolve(root, project, base) !== BASE) return null;
  if (!Array.isArray(include) || !include.every((p) => typeof p === 'string')) return null;
  return include.map((p) => path.join(root, project, p));
}

export function typecheckJobs(): Job[] {
  const shared: string[] = [];
  const include: string[] = [];
  const jobs: Job[] = [];
  for (const project of typecheckProjects()) {
    const files = sharedIncludes(project, readFileSync(path.join(root, project, 'tsconfig.json'), 'utf8'));
    if (files) {
      shared.push(project);
      include.push(...files);
    } else {
      jobs.push({ title: `typecheck ${project}`, command: tsc, args: ['-p', `${project}/tsconfig.json`] });
    }
  }
  if (shared.length > 0) {
    const dir = path.join(root, '.data/typecheck');
    mkdirSync(dir, { recursive: true });
    const tsconfig = path.join(dir, 'tsconfig.json');
    writeFileSync(tsconfig, `${JSON.stringify({ extends: BASE, include }, null, 2)}\n`);
    jobs.unshift({
      title: `typecheck ${shared.join(', ')} (one program)`,
      command: tsc,
      args: ['-p', tsconfig],
    });
  }
  return jobs;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await runPool(typecheckJobs(), 2);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
