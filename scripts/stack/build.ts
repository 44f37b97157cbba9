import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths';

/**
 * `next build` with standalone output, then the two folders Next leaves out of the standalone tree are copied beside
 * its server (DESIGN.md: .next/static and public).
 */
export function buildBff(opts: { quiet?: boolean } = {}): void {
  const bff = path.join(root, 'bff');
  execFileSync(path.join(root, 'node_modules/.bin/next'), ['build'], {
    cwd: bff,
    stdio: opts.quiet ? 'pipe' : 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const target = path.join(bff, '.next/standalone/bff');
  rmSync(path.join(target, '.next/static'), { recursive: true, force: true });
  cpSync(path.join(bff, '.next/static'), path.join(target, '.next/static'), { recursive: true });
  if (existsSync(path.join(bff, 'public'))) {
    cpSync(path.join(bff, 'public'), path.join(target, 'public'), { recursive: true });
  }
}
