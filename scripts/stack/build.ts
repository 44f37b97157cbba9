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
  copyStandaloneAssets();
}

/**
 * Puts the current build's static assets beside the standalone server (a plain `next build` does not); without
 * them no script runs in the browser. The stack calls it before every start, so any build works.
 */
export function copyStandaloneAssets(): void {
  const bff = path.join(root, 'bff');
  const target = path.join(bff, '.next/standalone/bff');
  if (!existsSync(path.join(target, 'server.js'))) {
    throw new Error('No standalone BFF build: run `make e2e` or `cd bff && npx next build` first.');
  }
  rmSync(path.join(target, '.next/static'), { recursive: true, force: true });
  cpSync(path.join(bff, '.next/static'), path.join(target, '.next/static'), { recursive: true });
  if (existsSync(path.join(bff, 'public'))) {
    cpSync(path.join(bff, 'public'), path.join(target, 'public'), { recursive: true });
  }
}
