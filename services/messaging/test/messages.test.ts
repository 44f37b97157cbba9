import { describe, expect, it } from '@jest/globals';
import { MAX_ATTACHMENTS_PER_MESSAGE } from '../src/domain/attachments';
import {
  checkMessage,
  clampPresence,
  MAX_PRESENCE_AHEAD_MS,
  MAX_TEXT_LENGTH,
  notifyRecipients,
  pageLimit,
  pageOf,
} from '../src/domain/messages';
import { codeOf } from './support/errors';

describe('checkMessage', () => {
  it('trims the text and counts characters as people do (an emoji is one)', () => {
    expect(checkMessage('  Dobar dan, vidimo se u sredu.  \n', 0)).toBe('Dobar dan, vidimo se u sredu.');
    const longest = '🌿'.repeat(MAX_TEXT_LENGTH);
    expect(checkMessage(longest, 0)).toBe(longest);
    expect(codeOf(() => checkMessage(`${longest}a`, 0)).code).toBe('messaging.text_too_long');
  });

  it('needs text or an attachment', () => {
    expect(codeOf(() => checkMessage('   ', 0)).code).toBe('messaging.empty_message');
    expect(checkMessage('', 1)).toBe('');
  });

  it('takes at most ten attachments', () => {
    expect(checkMessage('', MAX_ATTACHMENTS_PER_MESSAGE)).toBe('');
    expect(codeOf(() => checkMessage('Prilozi', MAX_ATTACHMENTS_PER_MESSAGE + 1)).code).toBe(
      'messaging.too_many_attachments',
    );
  });
});

describe('pages', () => {
  it('defaults to 50 and caps at 200', () => {
    expect(pageLimit(0)).toBe(50);
    expect(pageLimit(-3)).toBe(50);
    expect(pageLimit(7)).toBe(7);
    expect(pageLimit(5000)).toBe(200);
  });

  it('reads the cursor that was given, and refuses both at once', () => {
    const a = '01900000-0000-7000-8000-00000000000a';
    expect(pageOf({ afterMessageId: a, beforeMessageId: '', limit: 0 })).toEqual({
      kind: 'after',
      afterId: a,
      limit: 50,
    });
    expect(pageOf({ afterMessageId: '', beforeMessageId: a, limit: 10 })).toEqual({
      kind: 'before',
      beforeId: a,
      limit: 10,
    });
    expect(pageOf({ afterMessageId: '', beforeMessageId: '', limit: 10 })).toEqual({
      kind: 'newest',
      limit: 10,
    });
    expect(codeOf(() => pageOf({ afterMessageId: a, beforeMessageId: a, limit: 1 })).meta.field).toBe(
      'afterMessageId',
    );
  });
});

describe('notifyRecipients', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  it('names the other members whose live stream is not open now', () => {
    const online = new Map([
      ['terapeut', new Date('2026-12-01T10:01:00Z')],
      ['partner', now],
      ['klijent', new Date('2026-12-01T09:00:00Z')],
    ]);
    expect(notifyRecipients(['klijent', 'partner', 'terapeut', 'nov'], 'klijent', online, now)).toEqual([
      'partner',
      'nov',
    ]);
  });

  it('lets no live stream claim more than ten minutes ahead', () => {
    expect(clampPresence(new Date('2027-01-01T00:00:00Z'), now)).toEqual(
      new Date(now.getTime() + MAX_PRESENCE_AHEAD_MS),
    );
    expect(clampPresence(now, now)).toEqual(now);
  });
});
