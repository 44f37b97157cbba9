// The jest settings of every service (and of the kit itself). A service's jest.config.js is only
// `export default { displayName: '<name>', preset: '@oslonac/kit' };`
import { transform } from '../../jest.transform.js';

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // Integration tests start servers and talk to PostgreSQL/NATS: give them room on a shared 2-core machine.
  testTimeout: 60_000,
};
