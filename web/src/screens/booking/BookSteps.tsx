import { addDays, daysBetween, localDate, zoneName } from '@oslonac/lang';
import { Notice } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { serbian } from '../catalog/labels';
import type { FormAction } from './actions';
import type { BookTherapist, WeekOfSlots } from './book-types';
import { DayPicker, type PickerDay } from './DayPicker';
import { kindName, offerPrice } from './labels';
import { bookingMessages } from './messages';
import { dayName, slotTime } from './time';
import type { SessionOffer } from './types';
import { bookHref } from './urls';
import { WaitlistBox } from './WaitlistBox';

/** Step 1: the session types the therapist offers, each a link with its length and price. */
export function KindStep({
  locale,
  therapist,
  zone,
}: {
  locale: Locale;
  therapist: BookTherapist;
  zone: string;
}) {
  const t = getT(bookingMessages, locale);
  return (
    <section aria-labelledby="b-kind-heading" className="s-section">
      <h2 id="b-kind-heading" className="b-subtitle">
        {t('stepKind')}
      </h2>
      {therapist.sessionTypes.length === 0 ? (
        <Notice tone="info" locale={locale} live="off">
          <p>
            {t('noKinds')} <a href="/slobodni-termini">{t('boardTitle')}</a>
          </p>
        </Notice>
      ) : (
        <ul className="b-offers">
          {therapist.sessionTypes.map((o) => (
            <li key={o.kind}>
              <a href={bookHref(therapist.slug, { vrsta: o.kind, zona: zone })} className="b-offers__offer">
                <span className="b-offers__kind">{kindName(o.kind, locale)}</span>
                <span className="b-offers__meta">
                  {t('minutes', { count: o.durationMinutes })} · {offerPrice(o, locale)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface TimeStepProps {
  locale: Locale;
  therapist: BookTherapist;
  offer: SessionOffer;
  week: WeekOfSlots;
  zone: string;
  viewer: { signedIn: boolean; client: boolean };
  waitlisted: boolean;
  joinWaitlist: FormAction;
}

/** Step 2: seven days as links, the chosen day's free times, and the waitlist when nothing fits. */
export function TimeStep({
  locale,
  therapist,
  offer,
  week,
  zone,
  viewer,
  waitlisted,
  joinWaitlist,
}: TimeStepProps) {
  const t = getT(bookingMessages, locale);
  const vrsta = offer.kind;
  const slug = therapist.slug;
  const differs = week.days.some((d) =>
    d.slots.some((s) => slotTime(s.startsAt, zone, therapist.timeZone, locale).other),
  );
  const days: PickerDay[] = week.days.map((d) => ({
    date: d.date,
    label: dayName(d.date, locale, 'short'),
    longLabel: dayName(d.date, locale, 'long'),
    countText: d.slots.length ? t('slotCount', { count: d.slots.length }) : t('noSlotsDay'),
    href: bookHref(slug, { vrsta, od: week.first, dan: d.date, zona: zone }),
    slots: d.slots.map((s) => ({
      startsAt: s.startsAt,
      ...slotTime(s.startsAt, zone, therapist.timeZone, locale),
      href: bookHref(slug, { vrsta, termin: s.startsAt, zona: zone }),
    })),
  }));
  const empty = days.every((d) => d.slots.length === 0);
  const canGoBack = daysBetween(week.today, week.first) > 0;
  const prev = addDays(week.first, -7);
  const back = bookHref(slug, { vrsta, od: week.first, zona: zone });
  return (
    <section aria-labelledby="b-time-heading" className="s-section">
      <h2 id="b-time-heading" className="b-subtitle">
        {t('stepTime')}
      </h2>
      <p>
        {t('kindChosen', { kind: kindName(vrsta, locale), minutes: String(offer.durationMinutes) })} ·{' '}
        {offerPrice(offer, locale)}
        {therapist.sessionTypes.length > 1 ? (
          <>
            {' '}
            <a href={bookHref(slug, { zona: zone })}>{t('changeKind')}</a>
          </>
        ) : null}
      </p>
      <p className="s-muted">
        {differs
          ? t('zoneNoteBoth', {
              zone: zoneName(zone, locale),
              therapistZone: zoneName(therapist.timeZone, locale),
            })
          : t('zoneNote', { zone: zoneName(zone, locale) })}
      </p>
      <DayPicker
        days={days}
        selected={week.selected}
        daysLabel={t('daysLabel', { from: dayName(week.first, locale, 'long') })}
        slotsHeading={t('slotsFor')}
      />
      {empty ? (
        <div className="s-section">
          <p>
            <strong>{t('slotsEmptyWeek')}</strong>
          </p>
          <p>{t('slotsEmptyWeekText')}</p>
        </div>
      ) : null}
      <nav aria-label={t('stepTime')} className="b-weeks s-section">
        {canGoBack ? (
          <a
            href={bookHref(slug, {
              vrsta,
              od: daysBetween(week.today, prev) > 0 ? prev : week.today,
              zona: zone,
            })}
          >
            {t('weekPrev')}
          </a>
        ) : null}
        <a href={bookHref(slug, { vrsta, od: addDays(week.first, 7), zona: zone })}>{t('weekNext')}</a>
      </nav>
      {viewer.signedIn && !viewer.client ? null : (
        <WaitlistBox
          headingLevel={3}
          locale={locale}
          therapistName={serbian(therapist.displayName, locale)}
          slug={slug}
          kind={vrsta}
          action={joinWaitlist}
          signedIn={viewer.signedIn}
          signInHref={`/app/login?next=${encodeURIComponent(back)}`}
          back={back}
          joined={waitlisted}
        />
      )}
    </section>
  );
}

/** Today's local date in a zone (the first day a week may start on). */
export function todayIn(zone: string, now = new Date()): string {
  return localDate(now, zone);
}
