/**
 * Stripe's test card numbers the emulator knows (https://docs.stripe.com/testing). Any other number that passes
 * the Luhn check is declined the way test mode declines a real card.
 */
export interface CardDecline {
  code: string;
  decline_code: string;
  message: string;
}

export interface TestCard {
  brand: 'visa' | 'mastercard' | 'amex';
  /** succeed; decline with the error; or ask for 3-D Secure first. */
  outcome: 'succeed' | 'decline' | 'authenticate';
  decline?: CardDecline;
}

export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { brand: 'visa', outcome: 'succeed' },
  '5555555555554444': { brand: 'mastercard', outcome: 'succeed' },
  '4000000000000002': {
    brand: 'visa',
    outcome: 'decline',
    decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  },
  '4000000000009995': {
    brand: 'visa',
    outcome: 'decline',
    decline: {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  '4000000000000069': {
    brand: 'visa',
    outcome: 'decline',
    decline: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' },
  },
  '4000000000000127': {
    brand: 'visa',
    outcome: 'decline',
    decline: {
      code: 'incorrect_cvc',
      decline_code: 'incorrect_cvc',
      message: "Your card's security code is incorrect.",
    },
  },
  '4000002500003155': { brand: 'visa', outcome: 'authenticate' },
};

export const LIVE_CARD_DECLINE: CardDecline = {
  code: 'card_declined',
  decline_code: 'test_mode_live_card',
  message:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

export const AUTHENTICATION_FAILURE = {
  code: 'payment_intent_authentication_failure',
  message:
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
};

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardFor(number: string): TestCard {
  const known = TEST_CARDS[number];
  if (known) return known;
  const brand = number.startsWith('5') ? 'mastercard' : number.startsWith('3') ? 'amex' : 'visa';
  return { brand, outcome: 'decline', decline: LIVE_CARD_DECLINE };
}

/** "RSD 4,500.00" from 450000 minor units (every currency the project uses has two decimals). */
export function formatAmount(amount: number, currency: string): string {
  const major = (amount / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${currency.toUpperCase()} ${major}`;
}
