export type ErrorKind =
  | 'invalid_argument'
  | 'not_found'
  | 'already_exists'
  | 'conflict'
  | 'failed_precondition'
  | 'permission_denied'
  | 'unauthenticated'
  | 'rate_limited'
  | 'unavailable';

/** A failure the caller can act on. `code` is stable and dotted (e.g. 'identity.email_taken'). */
export class DomainError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;
  readonly meta: Record<string, string>;

  constructor(kind: ErrorKind, code: string, message: string, meta: Record<string, string> = {}) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.code = code;
    this.meta = meta;
  }
}

export function isDomainError(err: unknown): err is DomainError {
  return err instanceof DomainError;
}

/** Thrown by loadConfig; the message names every bad or missing variable. */
export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Config: ${issues.join('; ')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}
