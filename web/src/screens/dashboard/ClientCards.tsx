import { Card, LinkButton } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { bookPath, sessionPath } from '../booking/urls';
import { KIND_LABEL } from '../calendar/labels';
import { calendarMessages } from '../calendar/messages';
import { serbian } from '../catalog/labels';
import { ReviewPrompt } from '../therapist/ReviewPrompt';
import { dashboardMessages } from './messages';
import { SessionTime } from './SessionTime';
import type { ClientOverview } from './types';
import { Unavailable } from './Unavailable';

const CALENDAR_PATH = '/app/calendar';

/** The next session with what to do about it, or the way to a therapist for someone who has none yet. */
export function ClientCards({ locale, overview }: { locale: Locale; overview: ClientOverview }) {
  const t = getT(dashboardMessages, locale);
  const tc = getT(calendarMessages, locale);
  const sessions = overview.sessions;
  const next = sessions?.next ?? null;
  const therapist = sessions?.therapist ?? null;
  return (
    <>
      <Card title={t('nextTitle')} className="s-section" data-testid="dashboard-next">
        {sessions === null ? (
          <Unavailable locale={locale} />
        ) : next ? (
          <>
            <p>
              <strong>
                <SessionTime startsAt={next.startsAt} therapistZone={next.timeZone} />
              </strong>
            </p>
            <p>
              {t('nextWith', { name: serbian(next.therapistName, locale) })}
              {' · '}
              {tc(KIND_LABEL[next.kind])}
            </p>
            {sessions?.nextJoinable ? (
              <>
                <p>{t('nextRoomOpen')}</p>
                <LinkButton href={sessionPath(next.id)}>{t('joinSession')}</LinkButton>
              </>
            ) : next.status === 'awaiting_payment' ? (
              <>
                <p>{t('nextAwaitingPayment')}</p>
                <LinkButton href={`${CALENDAR_PATH}#booking-${next.id}`}>{t('nextPay')}</LinkButton>
              </>
            ) : (
              <LinkButton href={`${CALENDAR_PATH}#booking-${next.id}`} variant="secondary">
                {t('nextInCalendar')}
              </LinkButton>
            )}
          </>
        ) : (
          <>
            <p>{t('noNext')}</p>
            {therapist ? (
              <LinkButton href={bookPath(therapist.slug)} variant="secondary">
                {t('bookWithTherapist', { name: serbian(therapist.name, locale) })}
              </LinkButton>
            ) : null}
          </>
        )}
      </Card>

      {sessions?.review ? (
        <ReviewPrompt profileId={sessions.review.profileId} therapistName={sessions.review.therapistName} />
      ) : null}

      {sessions !== null && therapist === null && next === null ? (
        <Card title={t('findTitle')} tone="accent" className="s-section">
          <p>{t('findText')}</p>
          <div className="o-cluster">
            <LinkButton href="/upitnik">{t('findQuiz')}</LinkButton>
            <LinkButton href="/terapeuti" variant="secondary">
              {t('findCatalogue')}
            </LinkButton>
          </div>
        </Card>
      ) : null}
    </>
  );
}

/** Account and phone: always there, below what is about today. */
export function ClientMore({ locale }: { locale: Locale }) {
  const t = getT(dashboardMessages, locale);
  return (
    <section className="s-section" aria-labelledby="dashboard-more">
      <h2 id="dashboard-more">{t('moreTitle')}</h2>
      <ul className="s-grid">
        <Card as="li" title={t('clientAccountTitle')} headingLevel={3}>
          <p>{t('clientAccountText')}</p>
          <a href="/app/settings/account">{t('clientAccountAction')}</a>
        </Card>
        <Card as="li" title={t('mobileTitle')} headingLevel={3}>
          <p>{t('mobileText')}</p>
          <a href="/mobile-auth">{t('mobileAction')}</a>
        </Card>
      </ul>
    </section>
  );
}
