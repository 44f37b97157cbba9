import { Card, LinkButton, Notice, PageHeader } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import type { Booking, Relationship } from '../booking/types';
import { Page } from '../shared/Page';
import { CalendarFeed, type FeedState } from './CalendarFeed';
import { ClientSessions } from './ClientSessions';
import { FlashProvider } from './Flash';
import { calendarMessages } from './messages';
import { PaymentReturn } from './PaymentReturn';
import { Relationships } from './Relationships';
import { TherapistWeek, type WeekLinks } from './TherapistWeek';
import type { WeekDay } from './week';

export const CALENDAR_PATH = '/app/calendar';
export const HOURS_PATH = '/app/settings/calendar';

/** The therapist's /app/calendar: one week in their zone, and their calendar feed. */
export function TherapistCalendarScreen({
  locale,
  userId,
  week,
  clients = [],
  feed,
}: {
  locale: Locale;
  userId: string;
  /** The therapist's relationships: their clients, each of which they may end. */
  clients?: Relationship[];
  /** Null when booking could not answer. */
  week: {
    days: WeekDay<Booking>[];
    zone: string;
    now: string;
    links: WeekLinks;
    hasHours: boolean;
  } | null;
  /** Whether a calendar feed exists; null when booking could not answer. */
  feed: FeedState | null;
}) {
  const t = getT(calendarMessages, locale);
  return (
    <Page width="wide">
      <PageHeader
        title={t('title')}
        lead={t('leadTherapist')}
        actions={
          <LinkButton href={HOURS_PATH} variant="secondary">
            {t('changeHours')}
          </LinkButton>
        }
      />
      {week === null ? (
        <Notice tone="warning" locale={locale} className="s-section">
          <p>{t('unavailable')}</p>
        </Notice>
      ) : (
        <FlashProvider>
          {week.hasHours ? null : (
            <Card title={t('noHoursYet')} tone="accent" className="s-section">
              <LinkButton href={HOURS_PATH}>{t('setHours')}</LinkButton>
            </Card>
          )}
          <TherapistWeek
            locale={locale}
            days={week.days}
            zone={week.zone}
            now={week.now}
            links={week.links}
          />
          <Relationships relationships={clients} userId={userId} asTherapist />
        </FlashProvider>
      )}
      <CalendarFeed feed={feed} />
    </Page>
  );
}

/** The client's /app/calendar: upcoming and past sessions, their therapies, and their calendar feed. */
export function ClientCalendarScreen({
  locale,
  userId,
  sessions,
  relationships,
  feed,
  paymentReturn = null,
}: {
  locale: Locale;
  userId: string;
  /** Back from paying by card for this booking (?placanje=<id>), and whether it is confirmed already. */
  paymentReturn?: { bookingId: string; confirmed: boolean } | null;
  /** Null when booking could not answer. */
  sessions: {
    upcoming: Booking[];
    past: Booking[];
    /** Ids of the sessions whose video room admits people now ("Uđi u sesiju"). */
    joinable?: string[];
  } | null;
  relationships: Relationship[];
  /** Whether a calendar feed exists; null when booking could not answer. */
  feed: FeedState | null;
}) {
  const t = getT(calendarMessages, locale);
  return (
    <Page width="normal">
      <PageHeader title={t('title')} lead={t('leadClient')} />
      {sessions === null ? (
        <Notice tone="warning" locale={locale} className="s-section">
          <p>{t('unavailable')}</p>
        </Notice>
      ) : (
        <FlashProvider>
          {paymentReturn ? (
            <PaymentReturn bookingId={paymentReturn.bookingId} confirmed={paymentReturn.confirmed} />
          ) : null}
          <section className="s-section" aria-labelledby="upcoming-title">
            <h2 id="upcoming-title">{t('upcomingTitle')}</h2>
            <ClientSessions bookings={sessions.upcoming} scope="upcoming" joinable={sessions.joinable} />
          </section>
          <Relationships relationships={relationships} userId={userId} />
          <section className="s-section" aria-labelledby="past-title">
            <h2 id="past-title">{t('pastTitle')}</h2>
            <ClientSessions bookings={sessions.past} scope="past" joinable={sessions.joinable} />
          </section>
        </FlashProvider>
      )}
      <CalendarFeed feed={feed} />
    </Page>
  );
}
