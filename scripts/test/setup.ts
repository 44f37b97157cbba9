import { jest } from '@jest/globals';

// The chart checks unpack helm and build and start a bundled service: more than the 5 s a unit test gets.
// (A project's own testTimeout is ignored when the root config runs every project.)
jest.setTimeout(120_000);
