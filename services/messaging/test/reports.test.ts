import { describe, expect, it } from '@jest/globals';
import { keyOwner, keyOwnerPrefix } from '../src/domain/conversations';
import { checkReport, checkResolutionNote, NOTE_MAX, REASON_MAX, REASON_MIN } from '../src/domain/reports';
import { codeOf } from './support/errors';

describe('checkReport', () => {
  it('takes a trimmed reason of 10 to 1000 characters about someone else', () => {
    expect(checkReport('ana', 'marko', '  Poruka sadrži pretnje.  ')).toBe('Poruka sadrži pretnje.');
    expect(checkReport('ana', 'marko', 'ž'.repeat(REASON_MAX))).toHaveLength(REASON_MAX);
  });

  it('refuses a report of one own message, and a reason too short or too long', () => {
    expect(codeOf(() => checkReport('ana', 'ana', 'Moja poruka je loša.')).code).toBe(
      'messaging.own_message',
    );
    expect(codeOf(() => checkReport('ana', 'marko', 'x'.repeat(REASON_MIN - 1))).code).toBe(
      'messaging.invalid_reason',
    );
    expect(codeOf(() => checkReport('ana', 'marko', 'x'.repeat(REASON_MAX + 1))).code).toBe(
      'messaging.invalid_reason',
    );
  });
});

describe('checkResolutionNote', () => {
  it('takes 1 to 1000 characters', () => {
    expect(checkResolutionNote(' Razgovarano sa terapeutom. ')).toBe('Razgovarano sa terapeutom.');
    expect(codeOf(() => checkResolutionNote('  ')).code).toBe('messaging.invalid_note');
    expect(codeOf(() => checkResolutionNote('n'.repeat(NOTE_MAX + 1))).code).toBe('messaging.invalid_note');
  });
});

describe('conversation rules', () => {
  it('keys sealed data by conversation and author, under the conversation prefix', () => {
    expect(keyOwner('c1', 'u1')).toBe('conversation:c1:member:u1');
    expect(keyOwner('c1', 'u1').startsWith(keyOwnerPrefix('c1'))).toBe(true);
    expect(keyOwner('c10', 'u1').startsWith(keyOwnerPrefix('c1'))).toBe(false);
  });
});
