// The jest settings of every service (and of the kit itself). A service's jest.config.js is only
// `export default { displayName: '<name>', preset: '@oslonac/kit' };`
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2023',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // Integration tests start servers and talk to PostgreSQL/NATS: give them room on a shared 2-core machine.
  testTimeout: 60_000,
};
