import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths';

/**
 * `next build` with standalone output, then the two folders Next leaves out of the standalone tree are copied beside
 * its server (DESIGN.md: .next/static and public).
 */
export function buildBff(opts: { quiet?: boolean } = {}): void {
  const bff = path.join(root, 'bff');
  try {
    execFileSync(path.join(root, 'node_modules/.bin/next'), ['build'], {
      cwd: bff,
      stdio: opts.quiet ? 'pipe' : 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
  } catch (err) {
    // Quiet means quiet while it works; a failed build shows what Next said.
    const failed = err as { stdout?: Buffer; stderr?: Buffer };
    if (opts.quiet) process.stderr.write(`${failed.stdout ?? ''}${failed.stderr ?? ''}`);
    throw new Error('next build failed');
  }
  copyStandaloneAssets();
}

/**
 * Puts the current build's static assets beside the standalone server (a plain `next build` does not); without
 * them no script runs in the browser. The stack calls it before every start, so any build works. Browser-journey
 * files run side by side and each calls it while another's server may be serving: a build's assets are copied once
 * (marked with its BUILD_ID) and swapped in by a rename, never deleted under a running server.
 */
export function copyStandaloneAssets(): void {
  const bff = path.join(root, 'bff');
  const target = path.join(bff, '.next/standalone/bff');
  if (!existsSync(path.join(target, 'server.js'))) {
    throw new Error('No standalone BFF build: run `make e2e` or `cd bff && npx next build` first.');
  }
  const buildId = readFileSync(path.join(bff, '.next/BUILD_ID'), 'utf8').trim();
  const marker = path.join(target, '.next/assets-build-id');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === buildId) return;
  const swap = (from: string, to: string) => {
    const staging = `${to}.staging-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(from, staging, { recursive: true });
    rmSync(to, { recursive: true, force: true });
    renameSync(staging, to);
  };
  swap(path.join(bff, '.next/static'), path.join(target, '.next/static'));
  if (existsSync(path.join(bff, 'public'))) swap(path.join(bff, 'public'), path.join(target, 'public'));
  writeFileSync(marker, buildId);
}
