export {
  checkCard,
  createStripeEmulator,
  DEFAULT_API_VERSION,
  type EmulatorControl,
  type StripeEmulatorApp,
  type StripeEmulatorOptions,
} from './app';
export { formatAmount, TEST_CARDS, type TestCard } from './cards';
export { type RunningStripeEmulator, type StartOptions, startStripeEmulator } from './server';
export type { EventRequest, StripeEvent } from './state';
export { type DeliveryAttempt, signPayload } from './webhooks';
