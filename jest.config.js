// One jest run for the whole workspace: every package keeps its own config, this file only lists them.
export default {
  projects: [
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/web/jest.config.js',
    '<rootDir>/bff/jest.config.js',
    '<rootDir>/bff/e2e/jest.config.js',
    '<rootDir>/scripts/jest.config.js',
  ],
};
