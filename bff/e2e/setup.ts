import { jest } from '@jest/globals';

// Browser journeys start a whole stack and drive a real browser; the per-test default of 5 s is for unit tests.
// (A project's own testTimeout is ignored when the root config runs every project.)
jest.setTimeout(180_000);
