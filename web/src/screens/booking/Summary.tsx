import { getT, type Locale, toCyrillic } from '@oslonac/web/i18n';
import { kindName } from './labels';
import { bookingMessages } from './messages';
import { whenText } from './time';
import type { BookingKind } from './types';

export interface SummaryProps {
  locale: Locale;
  therapistName: string;
  kind: BookingKind;
  startsAt: string;
  durationMinutes: number;
  price: string;
  viewerZone: string;
  therapistZone: string;
}

/** What is being booked, as a description list: who, what, when (both clocks), how long, how much. */
export function Summary(p: SummaryProps) {
  const t = getT(bookingMessages, p.locale);
  return (
    <dl className="b-summary">
      <div>
        <dt>{t('summaryTherapist')}</dt>
        <dd>{p.therapistName}</dd>
      </div>
      <div>
        <dt>{t('summaryKind')}</dt>
        <dd>{kindName(p.kind, p.locale)}</dd>
      </div>
      <div>
        <dt>{t('summaryWhen')}</dt>
        <dd>{whenText(p.startsAt, p.viewerZone, p.therapistZone, p.locale)}</dd>
      </div>
      <div>
        <dt>{t('summaryDuration')}</dt>
        <dd>{t('minutes', { count: p.durationMinutes })}</dd>
      </div>
      <div>
        <dt>{t('summaryPrice')}</dt>
        <dd>{p.price}</dd>
      </div>
    </dl>
  );
}

/** The therapist's policy in plain Serbian, shown before anything is committed. */
export function PolicySentences({
  locale,
  sentences,
  headingLevel = 2,
}: {
  locale: Locale;
  sentences: readonly string[];
  headingLevel?: 2 | 3;
}) {
  const t = getT(bookingMessages, locale);
  if (sentences.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="b-policy s-section" aria-labelledby="b-policy-heading">
      <Heading id="b-policy-heading" className="b-subtitle">
        {t('policyHeading')}
      </Heading>
      <p>{t('policyIntro')}</p>
      <ul>
        {sentences.map((s) => (
          // The service writes Serbian Latin; English readers get it as written.
          <li key={s} lang={locale === 'en' ? 'sr-Latn' : undefined}>
            {locale === 'sr-Cyrl' ? toCyrillic(s) : s}
          </li>
        ))}
      </ul>
    </section>
  );
}
