import { errors } from './errors';

// The contact form's rules, as pure functions: what a ticket must look like before anything is stored.

export const TOPICS = ['account', 'booking', 'payment', 'therapist', 'privacy', 'other'] as const;
export type Topic = (typeof TOPICS)[number];

export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

export interface ContactForm {
  name: string;
  email: string;
  topic: Topic | null;
  message: string;
  /** The honeypot: hidden from people, so anything in it was typed by a bot. */
  website: string;
}

export interface CleanContact {
  name: string;
  email: string;
  topic: Topic;
  message: string;
}

// Deliberately simple (the same shape identity accepts): one '@', a dotted domain, no spaces. Whether the
// address works shows when staff answer; this keeps obvious typos and junk out.
const EMAIL_SHAPE = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:_]+\.[^\s@"<>()[\]\\,;:_.]{2,}$/u;

/** One form per address ("Ana@Primer.RS " and "ana@primer.rs" are the same sender for rate limits). */
export function normaliseEmail(raw: string): string {
  const email = raw.normalize('NFC').trim().toLowerCase();
  if (email.length === 0 || email.length > EMAIL_MAX || !EMAIL_SHAPE.test(email)) throw errors.invalidEmail();
  const domain = email.slice(email.indexOf('@') + 1);
  if (domain.startsWith('.') || domain.includes('..') || domain.startsWith('-')) throw errors.invalidEmail();
  return email;
}

/** Control characters other than line breaks and tabs have no place in a message people read. */
function stripControls(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code < 0x20 && ch !== '\n' && ch !== '\t') || code === 0x7f) continue;
    out += ch;
  }
  return out;
}

/** A name on one line: inner whitespace collapsed. */
export function cleanName(raw: string): string {
  const name = stripControls(raw.normalize('NFC')).replace(/\s+/g, ' ').trim();
  if (name.length === 0 || name.length > NAME_MAX) throw errors.invalidName();
  return name;
}

/** Line breaks kept (people write paragraphs), Windows line ends made plain, the edges trimmed. */
export function cleanMessage(raw: string): string {
  const message = stripControls(raw.normalize('NFC').replace(/\r\n?/g, '\n')).trim();
  if (message.length < MESSAGE_MIN) throw errors.messageTooShort(MESSAGE_MIN);
  if (message.length > MESSAGE_MAX) throw errors.messageTooLong(MESSAGE_MAX);
  return message;
}

/** True when the honeypot was filled: the answer looks like success, but nothing is kept. */
export function isBot(form: Pick<ContactForm, 'website'>): boolean {
  return form.website.trim().length > 0;
}

/** Checks every field in the order people read them, so the first problem named is the first on screen. */
export function checkContactForm(form: ContactForm): CleanContact {
  const name = cleanName(form.name);
  const email = normaliseEmail(form.email);
  if (!form.topic) throw errors.invalidTopic();
  return { name, email, topic: form.topic, message: cleanMessage(form.message) };
}
