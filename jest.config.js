// One jest run for the whole workspace: every package keeps its own config, this file only lists them.
export default {
  // A global option: projects cannot set it for themselves when run from here. Integration tests talk to real
  // PostgreSQL and NATS on a shared two-core machine; the browser journeys raise it further in their setup.
  testTimeout: 60_000,
  projects: [
    '<rootDir>/packages/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/web/jest.config.js',
    '<rootDir>/bff/jest.config.js',
    '<rootDir>/bff/e2e/jest.config.js',
    '<rootDir>/scripts/jest.config.js',
  ],
};
