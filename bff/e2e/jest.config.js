// Browser journeys against the built BFF and every service (scripts/stack); `make e2e` builds them first.
import { transform } from '../../jest.transform.js';

export default {
  displayName: 'e2e',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform,
  // Workspace packages ship TypeScript source; they must go through the same transform.
  transformIgnorePatterns: ['/node_modules/(?!@oslonac/)'],
  testMatch: ['<rootDir>/*.e2e.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/setup.ts'],
};
