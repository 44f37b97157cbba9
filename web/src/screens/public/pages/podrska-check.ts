// The contact form's checks, shared by the browser (before sending) and the no-JavaScript server action. The
// admin service checks the same rules again and decides (services/admin/src/domain/contact.ts).
import { SUPPORT_LIMITS, SUPPORT_TOPICS, type SupportTopic } from '../../support/types';
import type { SupportFormMessage } from './podrska-messages';

export type SupportField = 'name' | 'email' | 'topic' | 'message';

export interface SupportFormValues {
  name: string;
  email: string;
  topic: string;
  message: string;
}

export interface SupportFormState {
  /** Set by the server action when it could not send (no JavaScript): what to show, and what was typed. */
  errors: Partial<Record<SupportField, SupportFormMessage>>;
  problem: SupportFormMessage | null;
  values: SupportFormValues | null;
}

export const EMPTY_SUPPORT_STATE: SupportFormState = { errors: {}, problem: null, values: null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u;

export function isSupportTopic(value: string): value is SupportTopic {
  return (SUPPORT_TOPICS as readonly string[]).includes(value);
}

/** Every problem of the form, by field, in the order people read them. */
export function checkSupportForm(v: SupportFormValues): Partial<Record<SupportField, SupportFormMessage>> {
  const errors: Partial<Record<SupportField, SupportFormMessage>> = {};
  const name = v.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > SUPPORT_LIMITS.nameMax) errors.name = 'nameTooLong';
  const email = v.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (email.length > SUPPORT_LIMITS.emailMax || !EMAIL.test(email)) errors.email = 'emailInvalid';
  if (!isSupportTopic(v.topic)) errors.topic = 'topicRequired';
  const message = v.message.trim();
  if (message.length < SUPPORT_LIMITS.messageMin) errors.message = 'messageTooShort';
  else if (message.length > SUPPORT_LIMITS.messageMax) errors.message = 'messageTooLong';
  return errors;
}
