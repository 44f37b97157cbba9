/**
 * The hosted test payment page: plain HTML, no scripts and no external resources. Labels: "Card number",
 * "Expiry (MM/YY)", "CVC"; the button "Pay <amount>" (e.g. "Pay RSD 4,500.00"); a "Back" link to cancel_url. A card
 * that needs 3-D Secure leads to "Complete authentication" with the buttons "Complete" and "Fail".
 */
import { formatAmount } from './cards';
import type { Json, SessionRecord } from './state';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1f36; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 8px;
         box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .mode { display: inline-block; background: #ffde92; color: #5a3c00; padding: 0 .5rem; border-radius: 4px;
          font-size: .8rem; font-weight: 600; }
  .total { font-size: 1.75rem; font-weight: 600; margin: .5rem 0 1rem; }
  ul { padding: 0; list-style: none; margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin-top: .75rem; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: .5rem; border: 1px solid #8792a2;
          border-radius: 4px; }
  input:focus, button:focus, a:focus { outline: 3px solid #635bff; outline-offset: 2px; }
  input[aria-invalid="true"] { border-color: #b3093c; }
  .row { display: flex; gap: 1rem; } .row > div { flex: 1; }
  .field-error { color: #b3093c; font-size: .9rem; margin: .25rem 0 0; }
  .alert { border: 2px solid #b3093c; color: #7a0627; background: #fff0f3; padding: .75rem; border-radius: 4px; }
  button { font: inherit; font-weight: 600; margin-top: 1.25rem; width: 100%; padding: .75rem; border: 0;
           border-radius: 4px; background: #635bff; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1a1f36; border: 1px solid #8792a2; }
  .hint { color: #4f566b; font-size: .9rem; }
  h2 { font-size: 1rem; margin: 1.5rem 0 0; }
  fieldset { border: 1px solid #8792a2; border-radius: 4px; margin: 0; padding: .5rem 1rem; }
  legend { font-weight: 600; padding: 0 .25rem; }
  .choice { display: flex; gap: .5rem; align-items: center; margin-top: .75rem; }
  .choice input { width: auto; } .choice label { margin: 0; font-weight: 400; }
  input[type="radio"]:focus, input[type="checkbox"]:focus { outline: 3px solid #635bff; outline-offset: 2px; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function payLabel(record: SessionRecord): string {
  if (record.object.mode === 'setup') return 'Save card';
  return `Pay ${formatAmount(record.object.amount_total, record.object.currency)}`;
}

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/** "Visa •••• 4242, expires 12/34": how Checkout names a saved card. */
export function savedCardLabel(method: Json): string {
  const card = (method.card ?? {}) as {
    brand?: string;
    last4?: string;
    exp_month?: number;
    exp_year?: number;
  };
  const brand = BRANDS[card.brand ?? ''] ?? card.brand ?? 'Card';
  const month = String(card.exp_month ?? '').padStart(2, '0');
  const year = String(card.exp_year ?? '').slice(-2);
  return `${brand} •••• ${card.last4 ?? ''}, expires ${month}/${year}`;
}

function savedCards(record: SessionRecord, cards: readonly Json[], error?: string): string {
  if (!cards.length) return '';
  const options = cards
    .map(
      (m, i) =>
        `<div class="choice"><input type="radio" id="saved-${i}" name="payment_method" value="${escapeHtml(String(m.id))}"${i === 0 ? ' checked' : ''}>
<label for="saved-${i}">${escapeHtml(savedCardLabel(m))}</label></div>`,
    )
    .join('');
  return `<form method="post" action="/c/pay/${escapeHtml(record.object.id)}/saved">
<fieldset${error ? ' aria-describedby="saved-error"' : ''}><legend>Your saved cards</legend>
${error ? `<p class="field-error" id="saved-error">${escapeHtml(error)}</p>` : ''}${options}</fieldset>
<button type="submit">${escapeHtml(payLabel(record))} with the selected card</button>
</form>
<h2>Or pay with a new card</h2>`;
}

function summary(record: SessionRecord): string {
  if (record.object.mode === 'setup') {
    return `<p><span class="mode">TEST MODE</span></p>
<h1>Save a card for future payments</h1>
<p>You will not be charged now. The card is kept by Stripe for future payments.</p>`;
  }
  const items = record.lineItems
    .map(
      (li) =>
        `<li>${escapeHtml(li.name)}${li.quantity > 1 ? ` × ${li.quantity}` : ''} — ${escapeHtml(formatAmount(li.unit_amount * li.quantity, li.currency))}</li>`,
    )
    .join('');
  return `<p><span class="mode">TEST MODE</span></p>
<h1>Pay for your order</h1>
<p class="total">${escapeHtml(formatAmount(record.object.amount_total, record.object.currency))}</p>
<ul aria-label="Order summary">${items}</ul>`;
}

function back(record: SessionRecord): string {
  return record.object.cancel_url ? `<p><a href="${escapeHtml(record.object.cancel_url)}">Back</a></p>` : '';
}

export interface FormState {
  values?: { number?: string; expiry?: string; cvc?: string };
  fieldErrors?: { number?: string; expiry?: string; cvc?: string };
  /** A decline or failed authentication, shown above the form. */
  error?: string;
  /** The session customer's saved cards to pay with (payment mode with a customer). */
  savedCards?: readonly Json[];
  savedError?: string;
  /** The "Save card for future payments" box as last submitted. */
  save?: boolean;
}

export function payPage(record: SessionRecord, state: FormState = {}): string {
  const v = state.values ?? {};
  const fe = state.fieldErrors ?? {};
  const field = (
    name: 'number' | 'expiry' | 'cvc',
    label: string,
    attrs: string,
  ) => `<div><label for="${name}">${label}</label>
<input id="${name}" name="${name}" ${attrs} value="${escapeHtml(v[name] ?? '')}" required${
    fe[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
  }>
${fe[name] ? `<p class="field-error" id="${name}-error">${escapeHtml(fe[name])}</p>` : ''}</div>`;
  const alert = state.error
    ? `<div class="alert" role="alert" id="payment-error"><p>${escapeHtml(state.error)}</p></div>`
    : Object.keys(fe).length
      ? `<div class="alert" role="alert"><p>Check the highlighted fields.</p></div>`
      : '';
  return layout(
    record.object.mode === 'setup' ? 'Save a card — test mode' : 'Pay — test mode',
    `${summary(record)}
${alert}
${savedCards(record, state.savedCards ?? [], state.savedError)}
<form method="post" action="/c/pay/${escapeHtml(record.object.id)}" novalidate>
${field('number', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242"')}
<div class="row">
${field('expiry', 'Expiry (MM/YY)', 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY"')}
${field('cvc', 'CVC', 'type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="123"')}
</div>
${
  record.saveOffered
    ? `<div class="choice"><input type="checkbox" id="save" name="save" value="on"${state.save ? ' checked' : ''}>
<label for="save">Save card for future payments</label></div>`
    : ''
}
<button type="submit">${escapeHtml(payLabel(record))}</button>
</form>
<p class="hint">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has
insufficient funds, 4000 0025 0000 3155 asks for 3-D Secure. Any future expiry and any CVC.</p>
${back(record)}`,
  );
}

export function authenticatePage(record: SessionRecord): string {
  return layout(
    'Complete authentication — test mode',
    `<p><span class="mode">TEST MODE</span></p>
<h1>Complete authentication</h1>
<p>Your bank asks you to confirm this payment of ${escapeHtml(formatAmount(record.object.amount_total, record.object.currency))}.
This test page lets you complete or fail the 3-D Secure check.</p>
<form method="post" action="/c/pay/${escapeHtml(record.object.id)}/authenticate">
<button type="submit" name="result" value="complete">Complete</button>
<button type="submit" name="result" value="fail" class="secondary">Fail</button>
</form>`,
  );
}

export function closedPage(record: SessionRecord): string {
  const complete = record.object.status === 'complete';
  const setup = record.object.mode === 'setup';
  const title = complete ? (setup ? 'Card saved' : 'Payment complete') : 'This payment page has expired';
  const next = complete ? record.object.success_url : record.object.cancel_url;
  const target = next?.replaceAll('{CHECKOUT_SESSION_ID}', record.object.id);
  return layout(
    title,
    `<h1>${title}</h1>
<p>${complete ? (setup ? 'Your card is saved for future payments.' : 'Thank you, your payment went through.') : 'Start the payment again from the site.'}</p>
${target ? `<p><a href="${escapeHtml(target)}">${complete ? 'Continue' : 'Back'}</a></p>` : ''}`,
  );
}

export function notFoundPage(): string {
  return layout('Not found', '<h1>Not found</h1><p>There is no payment page at this address.</p>');
}
