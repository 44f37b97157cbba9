import { describe, expect, it } from '@jest/globals';
import { canonical, FormError, parseForm } from '../src/form';

describe('parseForm (Stripe bracket notation)', () => {
  it('builds nested objects and arrays the way the SDK encodes them', () => {
    const body =
      'mode=payment&line_items[0][price_data][unit_amount]=450000&line_items[0][price_data][currency]=rsd' +
      '&line_items[0][quantity]=1&line_items[1][quantity]=2&metadata[booking_id]=b1&expand[]=payment_intent&expand[]=x';
    expect(parseForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        { price_data: { unit_amount: '450000', currency: 'rsd' }, quantity: '1' },
        { quantity: '2' },
      ],
      metadata: { booking_id: 'b1' },
      expand: ['payment_intent', 'x'],
    });
  });

  it('decodes percent-encoded brackets and keeps empty values', () => {
    expect(parseForm('metadata%5Bnote%5D=a%20b&metadata%5Bgone%5D=')).toEqual({
      metadata: { note: 'a b', gone: '' },
    });
  });

  it('keeps sparse or non-numeric keys as objects', () => {
    expect(parseForm('a[1]=x')).toEqual({ a: { '1': 'x' } });
  });

  it('rejects prototype keys and a name that is both a value and a hash', () => {
    expect(() => parseForm('__proto__[x]=1')).toThrow(FormError);
    expect(() => parseForm('a[constructor]=1')).toThrow(FormError);
    expect(() => parseForm('a=1&a[b]=2')).toThrow(FormError);
    expect(() => parseForm('a[b]=2&a=1')).toThrow(FormError);
    expect(() => parseForm('a[b=2')).toThrow(FormError);
  });

  it('canonical text ignores the order of keys', () => {
    expect(canonical(parseForm('a=1&b[x]=2&b[y]=3'))).toBe(canonical(parseForm('b[y]=3&a=1&b[x]=2')));
    expect(canonical(parseForm('a=1'))).not.toBe(canonical(parseForm('a=2')));
  });
});
