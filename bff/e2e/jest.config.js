// Browser journeys against the built BFF and a real identity service (scripts/stack). Build first:
// `cd bff && npx next build`.
export default {
  displayName: 'e2e',
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
  // Workspace packages ship TypeScript source; they must go through the same transform.
  transformIgnorePatterns: ['/node_modules/(?!@oslonac/)'],
  testMatch: ['<rootDir>/*.e2e.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/setup.ts'],
};
