import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const tsxBin = path.join(root, 'node_modules/.bin/tsx');
/**
 * The built BFF the stacks start. OSLONAC_BFF_SERVER names a standalone build copied elsewhere with its assets
 * already beside it, so a run cannot be disturbed by a rebuild of bff/.next in the same tree.
 */
export const bffStandaloneServer =
  process.env.OSLONAC_BFF_SERVER ?? path.join(root, 'bff/.next/standalone/bff/server.js');
