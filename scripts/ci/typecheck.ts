/**
 * `make typecheck`: tsc on every project of the workspace (scripts/stack/projects.ts), two at a time.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../stack/paths';
import { typecheckProjects } from '../stack/projects';
import type { Job } from './pool';
import { runPool } from './pool';

export function typecheckJobs(): Job[] {
  return typecheckProjects().map((project) => ({
    title: `typecheck ${project}`,
    command: path.join(root, 'node_modules/.bin/tsc'),
    args: ['-p', `${project}/tsconfig.json`],
  }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await runPool(typecheckJobs(), 2);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
