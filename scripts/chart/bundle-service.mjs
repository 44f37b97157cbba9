// Bundles one service into services/<name>/dist: main.js (the server) and migrate.js (the migration Job's
// command), ESM files that run on plain Node 20 without node_modules. deploy/Dockerfile calls it; it runs the
// same on a developer machine: `node scripts/chart/bundle-service.mjs identity`.

import { existsSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// Optional peers the code never loads on our paths (ws's native speed-ups among them); they are not installed,
// so bundling them would fail.
const external = ['pg-native', 'pino-pretty', 'bufferutil', 'utf-8-validate'];

const loaders = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
};

/**
 * Workspace code finds files next to itself with `new URL('../prisma/migrations', import.meta.url)`. In a
 * bundle import.meta.url is the bundle's own URL, so those paths would point somewhere else (and differently
 * for main.ts and cli/migrate.ts). This keeps their meaning: in workspace sources import.meta.url becomes the
 * URL the source file has in the repository layout, rebased onto the layout root the bundle is deployed in
 * (the image mirrors the repository: /app/services/<name>/{dist,prisma}). Dependencies are left alone.
 */
const repositoryUrls = {
  name: 'repository-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.split(sep).includes('node_modules') || !args.path.startsWith(root + sep))
        return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const sourcePath = JSON.stringify(relative(root, args.path).split(sep).join('/'));
      return {
        contents: source.replaceAll('import.meta.url', `__oslonacSourceUrl(${sourcePath})`),
        loader: loaders[extname(args.path)] ?? 'ts',
        resolveDir: dirname(args.path),
      };
    });
  },
};

/**
 * Bundles entry points (output name -> source file) into outdir, replacing what was there.
 * layoutRoot is the directory that stands for the repository root where the bundle runs; outdir sits inside it.
 * @param {{ entryPoints: Record<string, string>; outdir: string; layoutRoot?: string }} options
 * @returns {Promise<string[]>} the files written, relative to outdir
 */
export async function bundle({ entryPoints, outdir, layoutRoot = root }) {
  const toLayoutRoot = relative(outdir, layoutRoot).split(sep).join('/');
  // Every output file (entries, chunks, copied addons) sits directly in outdir, so this one relative path
  // is right in each of them.
  const banner = [
    "import { createRequire as __oslonacCreateRequire } from 'node:module';",
    "import { fileURLToPath as __oslonacFileURLToPath } from 'node:url';",
    "import { dirname as __oslonacDirname } from 'node:path';",
    // CommonJS dependencies inside an ESM bundle still call require() and read __dirname.
    'const require = __oslonacCreateRequire(import.meta.url);',
    'const __filename = __oslonacFileURLToPath(import.meta.url);',
    'const __dirname = __oslonacDirname(__filename);',
    `const __oslonacLayoutRoot = new URL(${JSON.stringify(`${toLayoutRoot}/`)}, import.meta.url);`,
    'const __oslonacSourceUrl = (path) => new URL(path, __oslonacLayoutRoot).href;',
  ].join('\n');

  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: banner },
    external,
    plugins: [repositoryUrls],
    // Native addons (@node-rs/argon2's platform package) cannot be inlined: esbuild copies the .node file
    // into dist/ and rewrites the require to it, so the runtime image needs no node_modules.
    loader: { '.node': 'copy' },
    // main and migrate share the kit and Prisma; one copy of each instead of two.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    sourcemap: 'linked',
    // Stack traces in Sentry and logs keep the service's own function names.
    keepNames: true,
    legalComments: 'linked',
    logLevel: 'warning',
    metafile: true,
  });
  return Object.keys(result.metafile.outputs).map((f) => relative(outdir, resolve(root, f)));
}

/**
 * Bundles services/<name>/src/main.ts and src/cli/migrate.ts into <layoutRoot>/services/<name>/dist.
 * @param {string} name service folder under services/
 * @param {{ layoutRoot?: string }} [options]
 */
export async function bundleService(name, { layoutRoot = root } = {}) {
  const serviceDir = join(root, 'services', name);
  const entryPoints = {
    main: join(serviceDir, 'src/main.ts'),
    migrate: join(serviceDir, 'src/cli/migrate.ts'),
  };
  for (const file of Object.values(entryPoints)) {
    if (!existsSync(file)) throw new Error(`bundle-service: ${relative(root, file)} does not exist`);
  }
  const outdir = join(layoutRoot, 'services', name, 'dist');
  return { outdir, files: await bundle({ entryPoints, outdir, layoutRoot }) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const name = process.argv[2];
  if (!name) {
    console.error('usage: node scripts/chart/bundle-service.mjs <service>');
    process.exit(2);
  }
  const { outdir, files } = await bundleService(name);
  const shown = files.filter((f) => !f.endsWith('.map') && !f.endsWith('.LEGAL.txt'));
  console.log(`bundled services/${name} into ${relative(root, outdir)}: ${shown.join(', ')}`);
}
