import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  type ContactForm,
  checkContactForm,
  cleanMessage,
  cleanName,
  isBot,
  MESSAGE_MAX,
  MESSAGE_MIN,
  normaliseEmail,
} from '../src/domain/contact';
import { rateLimited, TICKET_WINDOW_SECONDS, ticketsByEmailKey } from '../src/domain/rate-limit';
import { cleanNote, listOrder, NOTE_MAX, requireStatus } from '../src/domain/tickets';

const form = (over: Partial<ContactForm> = {}): ContactForm => ({
  name: 'Ana Jovanović',
  email: 'ana@primer.rs',
  topic: 'booking',
  message: 'Ne mogu da pomerim termin za sredu.',
  website: '',
  ...over,
});

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return (err as { code: string }).code;
  }
  return 'no error';
}

describe('the contact form', () => {
  it('accepts a plain message and tidies it', () => {
    expect(
      checkContactForm(
        form({
          name: '  Ana   Jovanović ',
          email: ' Ana@Primer.RS ',
          message: '\r\n Zdravo,\r\nimam pitanje. \n',
        }),
      ),
    ).toEqual({
      name: 'Ana Jovanović',
      email: 'ana@primer.rs',
      topic: 'booking',
      message: 'Zdravo,\nimam pitanje.',
    });
  });

  it('refuses e-mail addresses that cannot be answered', () => {
    for (const bad of [
      '',
      'ana',
      'ana@',
      '@primer.rs',
      'ana@primer',
      'ana primer@x.rs',
      'ana@@primer.rs',
      'ana@.rs',
      'ana@primer..rs',
      `${'a'.repeat(250)}@x.rs`,
    ]) {
      expect([bad, codeOf(() => normaliseEmail(bad))]).toEqual([bad, 'admin.invalid_email']);
    }
    expect(normaliseEmail('marko.markovic+podrska@gmail.com')).toBe('marko.markovic+podrska@gmail.com');
  });

  it('wants a message of 10 to 5,000 characters, counted after trimming', () => {
    expect(codeOf(() => cleanMessage('   kratko   '))).toBe('admin.message_too_short');
    expect(cleanMessage('a'.repeat(MESSAGE_MIN))).toHaveLength(MESSAGE_MIN);
    expect(cleanMessage('ж'.repeat(MESSAGE_MAX))).toHaveLength(MESSAGE_MAX);
    expect(codeOf(() => cleanMessage('a'.repeat(MESSAGE_MAX + 1)))).toBe('admin.message_too_long');
    // Control characters do not count towards the minimum and are not kept.
    expect(codeOf(() => cleanMessage(`abc${'\u0000'.repeat(20)}`))).toBe('admin.message_too_short');
  });

  it('needs a name and a topic', () => {
    expect(codeOf(() => cleanName(' \n\t '))).toBe('admin.invalid_name');
    expect(codeOf(() => cleanName('x'.repeat(121)))).toBe('admin.invalid_name');
    expect(codeOf(() => checkContactForm(form({ topic: null })))).toBe('admin.invalid_topic');
  });

  it('names the first problem in reading order', () => {
    expect(codeOf(() => checkContactForm(form({ name: '', email: 'x', message: '' })))).toBe(
      'admin.invalid_name',
    );
    expect(codeOf(() => checkContactForm(form({ email: 'x', message: '' })))).toBe('admin.invalid_email');
  });

  it('treats a filled honeypot as a bot', () => {
    expect(isBot({ website: '' })).toBe(false);
    expect(isBot({ website: '   ' })).toBe(false);
    expect(isBot({ website: 'https://spam.example' })).toBe(true);
  });

  it('never accepts a message outside the bounds, whatever it contains', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6000 }), (raw) => {
        let out: string | null = null;
        try {
          out = cleanMessage(raw);
        } catch {
          return;
        }
        expect(out.length).toBeGreaterThanOrEqual(MESSAGE_MIN);
        expect(out.length).toBeLessThanOrEqual(MESSAGE_MAX);
        expect(out).toBe(out.trim());
      }),
    );
  });
});

describe('rate-limit windows', () => {
  it('counts per hour and says, in minutes and seconds, how long to wait', () => {
    expect(TICKET_WINDOW_SECONDS).toBe(3600);
    const err = rateLimited(new Date('2026-12-01T10:45:30Z'));
    expect(err).toMatchObject({ kind: 'rate_limited', code: 'admin.rate_limited' });
    expect(err.meta.retryAfterSeconds).toBe(String(14 * 60 + 30));
    expect(err.message).toContain('za 15 min');
  });

  it('keys counters by a hash of the address, not the address', () => {
    const key = ticketsByEmailKey('ana@primer.rs');
    expect(key).toMatch(/^ticket:email:[0-9a-f]{64}$/);
    expect(key).not.toContain('ana');
    expect(ticketsByEmailKey('ana@primer.rs')).toBe(key);
  });
});

describe('ticket changes', () => {
  it('bounds the internal note and requires a real status', () => {
    expect(cleanNote('  Odgovoreno e-poštom.\r\n')).toBe('Odgovoreno e-poštom.');
    expect(cleanNote('x'.repeat(NOTE_MAX))).toHaveLength(NOTE_MAX);
    expect(codeOf(() => cleanNote('x'.repeat(NOTE_MAX + 1)))).toBe('admin.note_too_long');
    expect(codeOf(() => requireStatus(null))).toBe('admin.invalid_status');
    expect(requireStatus('closed')).toBe('closed');
  });

  it('lists open tickets as a queue and the rest newest first', () => {
    expect(listOrder('open')).toBe('asc');
    expect(listOrder('answered')).toBe('desc');
    expect(listOrder(null)).toBe('desc');
  });
});
