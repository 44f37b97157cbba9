import { formatMonth, zoneName } from '@oslonac/lang';
import { Card, LinkButton } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { sessionPath } from '../booking/urls';
import { KIND_LABEL, THERAPIST_STATUS } from '../calendar/labels';
import { calendarMessages } from '../calendar/messages';
import { dateLabel, timeRange } from '../calendar/time';
import { serbian } from '../catalog/labels';
import { THERAPIST_PAGES } from '../therapist/OnboardingScreens';
import { dashboardMessages } from './messages';
import type { TherapistOverview } from './types';
import { Unavailable } from './Unavailable';

type Status = NonNullable<TherapistOverview['profile']>['status'];
type Key = keyof typeof dashboardMessages.latin;

/** Each verification state in words, what it means, and the words of its next step. */
const STEP: Record<Status, { status: Key; text: Key; action: Key }> = {
  none: { status: 'status_none', text: 'profileNone', action: 'actionNone' },
  draft: { status: 'status_draft', text: 'profileDraft', action: 'actionDraft' },
  submitted: { status: 'status_submitted', text: 'profileSubmitted', action: 'actionSubmitted' },
  approved: { status: 'status_approved', text: 'profileApproved', action: 'actionApproved' },
  rejected: { status: 'status_rejected', text: 'profileRejected', action: 'actionRejected' },
};

function nextHref(profile: NonNullable<TherapistOverview['profile']>): string {
  switch (profile.status) {
    case 'none':
    case 'rejected':
      return THERAPIST_PAGES.profile;
    case 'draft':
      return THERAPIST_PAGES.complete;
    case 'submitted':
      return THERAPIST_PAGES.verifying;
    case 'approved':
      return `/terapeuti/${encodeURIComponent(profile.slug)}`;
  }
}

/** Today's sessions and this month's count on the therapist's own clock, and where their verification stands. */
export function TherapistCards({ locale, overview }: { locale: Locale; overview: TherapistOverview }) {
  const t = getT(dashboardMessages, locale);
  const tc = getT(calendarMessages, locale);
  const { today, month, profile } = overview;
  return (
    <>
      <Card title={t('todayTitle')} className="s-section" data-testid="dashboard-today">
        {today === null ? (
          <Unavailable locale={locale} />
        ) : (
          <>
            <p className="s-muted">
              {t('todayDate', { date: dateLabel(today.date, locale), city: zoneName(today.zone, locale) })}
            </p>
            {today.sessions.length === 0 ? (
              <p>{t('todayNone')}</p>
            ) : (
              <ul>
                {today.sessions.map((b) => (
                  <li key={b.id}>
                    <strong>{timeRange(b.startsAt, b.endsAt, today.zone, locale)}</strong>
                    {` · ${serbian(b.clientName, locale)} · ${tc(KIND_LABEL[b.kind])}`}
                    {b.status === 'confirmed' ? null : ` · ${tc(THERAPIST_STATUS[b.status])}`}
                    {today.joinable.includes(b.id) ? (
                      <>
                        {' '}
                        <LinkButton
                          href={sessionPath(b.id)}
                          size="small"
                          aria-label={t('joinSessionWith', { name: serbian(b.clientName, locale) })}
                        >
                          {t('joinSession')}
                        </LinkButton>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <p>
          <a href="/app/calendar">{t('openCalendar')}</a>
        </p>
      </Card>

      <Card
        title={month ? t('monthTitle', { month: formatMonth(month.period, locale) }) : t('monthTitleUnknown')}
        className="s-section"
        data-testid="dashboard-month"
      >
        {month === null ? (
          <Unavailable locale={locale} />
        ) : (
          <>
            <ul>
              <li>{t('monthPast', { count: month.past })}</li>
              <li>{t('monthAhead', { count: month.ahead })}</li>
            </ul>
            <p className="s-muted">{t('monthNote')}</p>
          </>
        )}
      </Card>

      <Card title={t('profileTitle')} className="s-section" data-testid="dashboard-profile">
        {profile === null ? (
          <Unavailable locale={locale} />
        ) : (
          <>
            <p>
              <strong>{t('profileStatus', { status: t(STEP[profile.status].status) })}</strong>
            </p>
            <p>{t(STEP[profile.status].text)}</p>
            {profile.status === 'rejected' ? (
              <>
                <blockquote>{profile.rejectionReason}</blockquote>
                <p>{t('profileRejectedNext')}</p>
              </>
            ) : null}
            <div className="o-cluster">
              <LinkButton
                href={nextHref(profile)}
                variant={profile.status === 'approved' ? 'secondary' : 'primary'}
              >
                {t(STEP[profile.status].action)}
              </LinkButton>
              <a href="/app/settings">{t('therapistSettingsAction')}</a>
            </div>
          </>
        )}
      </Card>
    </>
  );
}
