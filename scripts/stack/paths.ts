import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const tsxBin = path.join(root, 'node_modules/.bin/tsx');
export const bffStandaloneServer = path.join(root, 'bff/.next/standalone/bff/server.js');
