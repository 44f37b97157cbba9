// The BFF's imports run one way, app/ → src/api → src/server, and reach the web package only through its
// package exports. Read from the source, so a new file that breaks the rule fails here, not in review.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const bff = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', '.next']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

// from '…', import '…', import('…'), require('…'): enough for this codebase's ESM and its few dynamic imports.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** Each import of `file` as the path it names inside the repository (aliases and relative paths resolved). */
function importsOf(file: string): { specifier: string; target: string }[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)].map(([, specifier = '']) => {
    let target = specifier;
    if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
    else if (specifier.startsWith('@/')) target = path.join(bff, specifier.slice(2));
    return { specifier, target };
  });
}

const under = (target: string, folder: string) => {
  const rel = path.relative(path.join(bff, folder), target);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

const offending = (files: string[], bad: (imp: { specifier: string; target: string }) => boolean) =>
  files.flatMap((file) =>
    importsOf(file)
      .filter(bad)
      .map((imp) => `${path.relative(bff, file)} → ${imp.specifier}`),
  );

describe('BFF layers', () => {
  it('src/server imports nothing from src/api or app/', () => {
    const files = sourceFiles(path.join(bff, 'src/server'));
    expect(files.length).toBeGreaterThan(20);
    expect(offending(files, ({ target }) => under(target, 'src/api') || under(target, 'app'))).toEqual([]);
  });

  it('src/api imports nothing from app/', () => {
    const files = sourceFiles(path.join(bff, 'src/api'));
    expect(offending(files, ({ target }) => under(target, 'app'))).toEqual([]);
  });

  it('app/ reads and changes data only through src/api: no page, action or route imports a gateway', () => {
    const files = sourceFiles(path.join(bff, 'app'));
    expect(offending(files, ({ target }) => under(target, 'src/server/gateways'))).toEqual([]);
  });

  it('pages and use cases never see gRPC: the gateways turn its statuses into typed errors', () => {
    const files = [...sourceFiles(path.join(bff, 'app')), ...sourceFiles(path.join(bff, 'src/api'))];
    const grpc = offending(files, ({ specifier }) => specifier === '@grpc/grpc-js');
    const raw = files
      .filter((file) => /\berrorCodeOf\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(bff, file));
    expect([...grpc, ...raw]).toEqual([]);
  });

  it('reaches the web package only through its package exports, never by a path into its source folder', () => {
    const files = sourceFiles(bff);
    const web = path.resolve(bff, '..', 'web', 'src');
    const bad = offending(
      files,
      ({ specifier, target }) => /(^|\/)web\/src\//.test(specifier) || target.startsWith(`${web}${path.sep}`),
    );
    expect(bad).toEqual([]);
  });
});
