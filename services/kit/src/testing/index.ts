// Test helpers for the kit and every service; each module imports the others directly, never through here.
export * from './bus';
export * from './database';
export * from './drift-fixture';
export * from './erasure-contract';
export * from './nats';
export * from './schema-drift';
export * from './service-harness';
export * from './wait';
