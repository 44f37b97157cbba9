export * from './protocol';
export * from './window';
