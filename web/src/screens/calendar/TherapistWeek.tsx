import { roomPhase } from '@oslonac/rtc';
import { LinkButton } from '@oslonac/web';
import { formatDateTime, getT, type Locale } from '@oslonac/web/i18n';
import type { Booking } from '../booking/types';
import { sessionPath } from '../booking/urls';
import { KIND_LABEL, THERAPIST_STATUS } from './labels';
import { calendarMessages } from './messages';
import { TherapistActions } from './TherapistActions';
import { dateLabel, timeRange, zoneCity } from './time';
import type { DaySpan, WeekDay } from './week';

export interface WeekLinks {
  previous: string;
  next: string;
  /** Null when this is the current week. */
  current: string | null;
}

/**
 * The therapist's week, Monday to Sunday in their zone: each day with its working hours and its sessions and
 * holds, status always in words. Week links are plain links, so paging works without JavaScript.
 */
export function TherapistWeek({
  locale,
  days,
  zone,
  now,
  links,
}: {
  locale: Locale;
  days: readonly WeekDay<Booking>[];
  zone: string;
  /** ISO instant the page was rendered at. */
  now: string;
  links: WeekLinks;
}) {
  const t = getT(calendarMessages, locale);
  const first = days[0]!.date;
  const last = days[days.length - 1]!.date;
  const ids = new Set(days.flatMap((d) => d.items.map((s) => s.item.id)));

  return (
    <section className="s-section" aria-labelledby="week-title">
      <div className="cal-week-head">
        <h2 id="week-title">
          {t('weekTitle', { from: dateLabel(first, locale, 'long'), to: dateLabel(last, locale, 'long') })}
        </h2>
        <nav aria-label={t('weekNav')} className="cal-week-nav">
          <a href={links.previous} rel="prev">
            <span aria-hidden="true">← </span>
            {t('previousWeek')}
          </a>
          {links.current ? <a href={links.current}>{t('thisWeek')}</a> : null}
          <a href={links.next} rel="next">
            {t('nextWeek')}
            <span aria-hidden="true"> →</span>
          </a>
        </nav>
      </div>
      <p className="s-muted">{t('zoneNote', { city: zoneCity(zone, locale), zone })}</p>
      <p>{t('weekSummary', { count: ids.size })}</p>
      <ol className="cal-week">
        {days.map((day) => (
          <Day key={day.date} day={day} locale={locale} zone={zone} now={now} />
        ))}
      </ol>
    </section>
  );
}

function Day({
  day,
  locale,
  zone,
  now,
}: {
  day: WeekDay<Booking>;
  locale: Locale;
  zone: string;
  now: string;
}) {
  const t = getT(calendarMessages, locale);
  const hours = day.open.map((s) => timeRange(s.item.startsAt, s.item.endsAt, zone, locale)).join(', ');
  return (
    <li className={day.today ? 'cal-day cal-day--today' : 'cal-day'}>
      <h3 className="cal-day__title">
        {dateLabel(day.date, locale)}
        {day.today ? <span className="cal-day__today"> ({t('today')})</span> : null}
      </h3>
      {day.hours !== 24 ? (
        <p className="cal-day__note">{t(day.hours < 24 ? 'dstShort' : 'dstLong')}</p>
      ) : null}
      <p className="cal-day__hours">{hours ? t('hoursOfDay', { ranges: hours }) : t('dayOff')}</p>
      {day.items.length === 0 ? (
        <p className="s-muted">{t('nothingThisDay')}</p>
      ) : (
        <ul className="cal-items">
          {day.items.map((span) => (
            <Item key={span.item.id} span={span} locale={locale} zone={zone} now={now} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Item({
  span,
  locale,
  zone,
  now,
}: {
  span: DaySpan<Booking>;
  locale: Locale;
  zone: string;
  now: string;
}) {
  const t = getT(calendarMessages, locale);
  const b = span.item;
  const ended = new Date(b.endsAt).getTime() <= new Date(now).getTime();
  const joinable =
    b.status === 'confirmed' && roomPhase(new Date(b.startsAt), new Date(b.endsAt), new Date(now)) === 'open';
  const until = b.expiresAt
    ? formatDateTime(b.expiresAt, zone, locale, { dateStyle: 'medium', timeStyle: 'short' })
    : null;
  const when = formatDateTime(b.startsAt, zone, locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li
      className={`cal-item cal-item--${b.status}`}
      id={span.fromPreviousDay ? undefined : `booking-${b.id}`}
    >
      <p className="cal-item__time">
        {timeRange(b.startsAt, b.endsAt, zone, locale)}
        {span.fromPreviousDay ? <span className="s-muted"> ({t('fromPreviousDay')})</span> : null}
        {span.intoNextDay ? <span className="s-muted"> ({t('intoNextDay')})</span> : null}
      </p>
      <p className="cal-item__who">
        {b.clientName ? `${b.clientName} · ` : ''}
        {t(KIND_LABEL[b.kind])}
      </p>
      <p className="cal-item__status">
        <span className="o-visually-hidden">{`${t('statusLabel')} `}</span>
        <span className={`cal-status cal-status--${b.status}`}>{t(THERAPIST_STATUS[b.status])}</span>
      </p>
      {b.status === 'held' && until ? <p className="s-muted">{t('holdUntil', { time: until })}</p> : null}
      {b.status === 'awaiting_payment' && until ? (
        <p className="s-muted">{t('paymentUntil', { time: until })}</p>
      ) : null}
      {joinable && !span.fromPreviousDay ? (
        <p>
          <LinkButton href={sessionPath(b.id)} size="small">
            {t('joinSession')}
          </LinkButton>
        </p>
      ) : null}
      {span.fromPreviousDay ? null : <TherapistActions booking={b} ended={ended} when={when} />}
    </li>
  );
}
