import { describe, expect, it } from '@jest/globals';
import { clientMessage, serverMessage } from '../src/protocol';

describe('signalling messages', () => {
  it('accepts a well-formed request and keeps its type', () => {
    const parsed = clientMessage.parse({ type: 'createTransport', id: 3, direction: 'recv' });
    expect(parsed).toEqual({ type: 'createTransport', id: 3, direction: 'recv' });
  });

  it('refuses an unknown type, a missing id and a wrong field type', () => {
    expect(clientMessage.safeParse({ type: 'record', id: 1 }).success).toBe(false);
    expect(clientMessage.safeParse({ type: 'leave' }).success).toBe(false);
    expect(clientMessage.safeParse({ type: 'createTransport', id: 1, direction: 'both' }).success).toBe(
      false,
    );
    expect(
      clientMessage.safeParse({ type: 'produce', id: 1, transportId: 't', kind: 'video', source: 'camera' })
        .success,
    ).toBe(false);
  });

  it('validates notifications the browser receives', () => {
    expect(serverMessage.safeParse({ type: 'rejoin', reason: 'worker_died' }).success).toBe(true);
    expect(serverMessage.safeParse({ type: 'rejoin', reason: 'because' }).success).toBe(false);
  });
});
