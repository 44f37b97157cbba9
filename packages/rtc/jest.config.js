export default {
  displayName: 'rtc',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2023', parser: { syntax: 'typescript' } } }],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
};
