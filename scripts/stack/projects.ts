import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths';
import { SERVICES } from './services';

/**
 * Every TypeScript project `make typecheck` and `make test` check: the shared packages, the kit, every service in
 * the registry (scripts/stack/services.ts), the UI, the BFF, the scripts and the k6 scenarios.
 */
export function typecheckProjects(): string[] {
  const packages = readdirSync(path.join(root, 'packages'))
    .map((dir) => `packages/${dir}`)
    .filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')))
    .sort();
  return [
    ...packages,
    'services/kit',
    ...SERVICES.map((s) => `services/${s.name}`),
    'web',
    'bff',
    'scripts',
    'scripts/load/k6',
  ];
}
