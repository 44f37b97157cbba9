import { existsSync } from 'node:fs';
import path from 'node:path';
import { bundle } from '../chart/bundle-service.mjs';
import { root } from './paths';

/**
 * `make test` starts every service a dozen times (each browser-journey file has its own stack); under tsx each start
 * compiles the service again. It builds one esbuild bundle per service first (the production bundler, so the tests
 * also run what ships) and sets OSLONAC_SERVICE_BUNDLES=1; without it the stack runs the sources under tsx, which
 * is what a developer editing a service wants.
 */
export const bundlesWanted = () => process.env.OSLONAC_SERVICE_BUNDLES === '1';

export function bundleDir(name: string): string {
  return path.join(root, '.data/service-bundles', name);
}

/** The bundled entry of a service (`main` or `seed`), when bundles are wanted. */
export function bundledEntry(name: string, entry: 'main' | 'seed'): string | null {
  if (!bundlesWanted()) return null;
  const file = path.join(bundleDir(name), `${entry}.js`);
  if (!existsSync(file))
    throw new Error(`OSLONAC_SERVICE_BUNDLES=1 but ${file} is missing: bundle the services first`);
  return file;
}

export async function bundleServices(names: string[]): Promise<void> {
  for (const name of names) {
    const src = path.join(root, 'services', name, 'src');
    await bundle({
      entryPoints: { main: path.join(src, 'main.ts'), seed: path.join(src, 'cli/seed-demo.ts') },
      outdir: bundleDir(name),
    });
  }
}
