'use client';

import { Button, Notice } from '@oslonac/web';
import { formatDateTime, useLocale, useT } from '@oslonac/web/i18n';
import { useEffect, useRef, useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { useTimeZone } from '../shared/timeZone';
import { ipsMessages } from './ips-messages';
import type { IpsOrder, IpsPaymentView } from './ips-types';
import { moneyText } from './labels';
import type { BookingMoney } from './types';

export interface IpsPaymentProps {
  bookingId: string;
  amount: BookingMoney | null;
  /** The booking's payment deadline (ISO), shown as how long the time is kept. */
  expiresAt: string | null;
  /** Said to screen readers after the button's text when several sessions are listed (e.g. the time). */
  context?: string;
  /** Already opened on the server (the mobile page): the order shows at once, no button. */
  initial?: IpsPaymentView | null;
  /** The level of the order's heading where it stands in the page. */
  headingLevel?: 2 | 3 | 4;
}

/** "3596,13": the amount as a bank app's field takes it (no thousands separator). */
function amountField(minor: number): string {
  return `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;
}

/**
 * "Uplata preko banke (IPS QR)": asks the BFF for the booking's payment order (a second press gives the same
 * reference) and shows it as the QR code a bank app scans and as text to type or copy field by field. The
 * booking is confirmed when staff find the transfer on a bank statement, so the copy says so, calmly.
 */
export function IpsPayment({
  bookingId,
  amount,
  expiresAt,
  context,
  initial,
  headingLevel = 4,
}: IpsPaymentProps) {
  const t = useT(ipsMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [view, setView] = useState<IpsPaymentView | null>(initial ?? null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  const price = moneyText(amount, locale);

  useEffect(() => {
    // Opened by the button: move focus to the order so keyboard and screen reader users land on it.
    if (view && opened.current) heading.current?.focus();
  }, [view]);

  if (amount && amount.currency !== 'RSD') return <p className="s-muted">{t('ipsRsdOnly')}</p>;

  const open = async () => {
    setPending(true);
    setError(null);
    try {
      const out = await runtime.api<IpsPaymentView>(
        `/api/v1/bookings/${encodeURIComponent(bookingId)}/ips-payment`,
        { method: 'POST', body: {} },
      );
      opened.current = true;
      setView(out);
    } catch (err) {
      setError(asProblem(err, t('ipsFailed')).title);
    } finally {
      setPending(false);
    }
  };

  if (!view) {
    return (
      <div className="o-stack">
        <div className="o-cluster">
          <Button
            type="button"
            variant="secondary"
            loading={pending}
            loadingLabel=""
            onClick={() => void open()}
          >
            {pending ? t('ipsPending') : price ? t('ipsChoiceAmount', { amount: price }) : t('ipsChoice')}
            {context && !pending ? <span className="o-visually-hidden"> ({context})</span> : null}
          </Button>
        </div>
        <div role="alert">
          {error ? (
            <Notice tone="error" locale={locale} live="off">
              <p>{error}</p>
            </Notice>
          ) : null}
        </div>
      </div>
    );
  }
  return <IpsOrderView view={view} expiresAt={expiresAt} headingRef={heading} headingLevel={headingLevel} />;
}

function IpsOrderView({
  view,
  expiresAt,
  headingRef,
  headingLevel,
}: {
  view: IpsPaymentView;
  expiresAt: string | null;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  headingLevel: 2 | 3 | 4;
}) {
  const t = useT(ipsMessages);
  const locale = useLocale();
  const zone = useTimeZone();
  const o: IpsOrder = view.order;
  const amount = moneyText({ amountMinor: o.amountMinor, currency: o.currency }, locale) ?? '';
  const reference = `${o.referenceModel} ${o.reference}`;
  const Heading = `h${headingLevel}` as const;
  const deadline = expiresAt
    ? formatDateTime(expiresAt, zone, locale, { dateStyle: 'full', timeStyle: 'short' })
    : null;
  const fields: { key: string; label: string; shown: string; copy: string }[] = [
    { key: 'payee', label: t('ipsPayee'), shown: o.payeeName, copy: o.payeeName },
    { key: 'account', label: t('ipsAccount'), shown: o.payeeAccountText, copy: o.payeeAccountText },
    { key: 'amount', label: t('ipsAmount'), shown: amount, copy: amountField(o.amountMinor) },
    { key: 'code', label: t('ipsCode'), shown: o.paymentCode, copy: o.paymentCode },
    { key: 'purpose', label: t('ipsPurpose'), shown: o.purpose, copy: o.purpose },
    { key: 'reference', label: t('ipsReference'), shown: reference, copy: o.reference },
  ];
  return (
    <section
      className="ips o-stack"
      aria-labelledby={`ips-heading-${o.reference}`}
      data-ips-reference={reference}
    >
      <Heading id={`ips-heading-${o.reference}`} className="ips-heading" tabIndex={-1} ref={headingRef}>
        {t('ipsHeading')}
      </Heading>
      <p>{t('ipsScan')}</p>
      <div className="ips-order">
        {/* The image is the BFF's own route with the viewer's cookie; nothing third-party. */}
        <img
          className="ips-qr"
          src={view.qrUrl}
          width={240}
          height={240}
          alt={t('ipsQrAlt', { amount, account: o.payeeAccountText, reference })}
        />
        <div className="o-stack">
          <p>{t('ipsByHand')}</p>
          <CopyList fields={fields} />
        </div>
      </div>
      <Notice tone="info" locale={locale} live="off">
        <p>{t('ipsConfirmNote')}</p>
        <p>{deadline ? t('ipsDeadline', { time: deadline }) : t('ipsNoDeadline')}</p>
      </Notice>
    </section>
  );
}

/** The order's fields, each with a copy button; one status line says what was copied. */
function CopyList({ fields }: { fields: { key: string; label: string; shown: string; copy: string }[] }) {
  const t = useT(ipsMessages);
  const [said, setSaid] = useState('');
  const copy = async (label: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setSaid(t('ipsCopied', { field: label }));
    } catch {
      // Clipboard access can be refused (insecure origin, permissions): the value stays selectable by hand.
      setSaid(t('ipsCopyFailed'));
    }
  };
  return (
    <>
      <dl className="ips-fields">
        {fields.map((f) => (
          <div key={f.key} className="ips-field" data-ips-field={f.key}>
            <dt>{f.label}</dt>
            <dd>{f.shown}</dd>
            <dd>
              <Button
                type="button"
                variant="secondary"
                size="small"
                onClick={() => void copy(f.label, f.copy)}
              >
                {t('ipsCopy')}
                <span className="o-visually-hidden"> ({f.label})</span>
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className="s-muted">
        {said}
      </p>
    </>
  );
}
