/** Injected everywhere time matters, so tests can move it (idle timeouts, link expiry, rate windows). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
