/**
 * Bundles entry points (output name -> source file) into outdir, replacing it; returns the files written.
 * layoutRoot stands for the repository root where the bundle runs (default: this repository).
 */
export function bundle(options: {
  entryPoints: Record<string, string>;
  outdir: string;
  layoutRoot?: string;
}): Promise<string[]>;

/** Bundles services/<name>/src/main.ts and src/cli/migrate.ts into <layoutRoot>/services/<name>/dist. */
export function bundleService(
  name: string,
  options?: { layoutRoot?: string },
): Promise<{ outdir: string; files: string[] }>;
