import { transform } from '../jest.transform.js';

export default {
  displayName: 'bff',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform,
  // Workspace packages ship TypeScript source; they must go through the same transform.
  transformIgnorePatterns: ['/node_modules/(?!@oslonac/)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // The standalone build carries a copy of package.json; keep it out of the module map.
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};
