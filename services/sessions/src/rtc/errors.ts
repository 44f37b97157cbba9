import type { ErrorCode } from '@oslonac/rtc';

/** A refusal the page can act on: it travels as `{ type: 'error', id, code, message }`. */
export class RtcError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RtcError';
  }
}
