import type { commonMessages } from './messages';

type CommonKey = keyof typeof commonMessages.latin;

// The same limits the BFF's schemas enforce; checking them first saves a round trip and keeps the message
// next to the field. The BFF still decides.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u;
export const NAME_MAX = 80;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;

export function checkEmail(value: string): CommonKey | null {
  const v = value.trim();
  if (!v) return 'emailRequired';
  if (v.length > 254 || !EMAIL.test(v)) return 'emailInvalid';
  return null;
}

export function checkName(value: string): CommonKey | null {
  const v = value.trim();
  if (!v) return 'nameRequired';
  if ([...v].length > NAME_MAX) return 'nameTooLong';
  return null;
}

/** A password being chosen; `optional` lets an empty one through (sign-up without a password). */
export function checkNewPassword(value: string, optional = false): CommonKey | null {
  if (!value) return optional ? null : 'passwordRequired';
  if (value.length < PASSWORD_MIN) return 'passwordTooShort';
  if (value.length > PASSWORD_MAX) return 'passwordTooLong';
  return null;
}

/** A password being checked (sign-in, current password): only presence, so old passwords keep working. */
export function checkPassword(value: string): CommonKey | null {
  return value ? null : 'passwordRequired';
}
