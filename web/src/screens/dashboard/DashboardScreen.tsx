import { Card, LinkButton, Notice, PageHeader } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { inboxMessages } from '../inbox/messages';
import { Page } from '../shared/Page';
import { isStaff, type ScreenUser } from '../shared/types';
import { ClientCards, ClientMore } from './ClientCards';
import { dashboardMessages } from './messages';
import { StaffCards } from './StaffCards';
import { TherapistCards } from './TherapistCards';
import type { DashboardOverview } from './types';
import { Unavailable } from './Unavailable';

export interface DashboardScreenProps {
  locale: Locale;
  user: Pick<ScreenUser, 'displayName' | 'roles' | 'onboardingStep'>;
  /** Sent here from a page this user may not open (/admin). */
  denied?: boolean;
  /** Just finished the therapist's first step. */
  welcome?: 'therapist' | null;
  /** What the services said, part by part (each null part is a card that says it cannot be shown now). */
  overview: DashboardOverview;
}

/** What each kind of user needs first, read from the services. Links go only to pages that exist. */
export function DashboardScreen({
  locale,
  user,
  denied = false,
  welcome = null,
  overview,
}: DashboardScreenProps) {
  const t = getT(dashboardMessages, locale);
  const ti = getT(inboxMessages, locale);
  const therapist = user.roles.includes('therapist');
  const staff = isStaff(user);
  const partner = user.roles.includes('partner');
  const onboarded = user.onboardingStep === 'done';
  const unread = overview.unread;

  return (
    <Page width="normal">
      <PageHeader
        title={user.displayName ? t('title', { name: user.displayName }) : t('titleNoName')}
        lead={therapist ? t('leadTherapist') : overview.client || !staff ? t('leadClient') : t('leadStaff')}
      />

      {denied ? (
        <Notice tone="warning" live="status" locale={locale} className="s-section">
          <p>{t('denied')}</p>
        </Notice>
      ) : null}

      {welcome === 'therapist' && therapist && onboarded ? (
        <Notice tone="success" locale={locale} className="s-section">
          <p>{t('therapistWelcome')}</p>
        </Notice>
      ) : null}

      {!onboarded ? (
        <Card title={t('onboardingTitle')} tone="accent" className="s-section">
          <p>{t('onboardingText')}</p>
          <LinkButton href="/app/onboarding">{t('onboardingAction')}</LinkButton>
        </Card>
      ) : null}

      {overview.client ? <ClientCards locale={locale} overview={overview.client} /> : null}
      {overview.therapist ? <TherapistCards locale={locale} overview={overview.therapist} /> : null}
      {overview.staff ? <StaffCards locale={locale} overview={overview.staff} /> : null}

      {onboarded ? (
        <Card title={ti('title')} className="s-section">
          {unread === null ? (
            <Unavailable locale={locale} />
          ) : (
            <p data-testid="dashboard-unread">
              {unread > 0 ? ti('dashboardUnread', { count: unread }) : ti('dashboardNoUnread')}
            </p>
          )}
          <LinkButton href="/app/inbox" variant="secondary">
            {ti('dashboardOpenInbox')}
          </LinkButton>
        </Card>
      ) : null}

      {partner ? (
        <Card title={t('partnerTitle')} className="s-section">
          <p>{t('partnerText')}</p>
          <LinkButton href="/partneri" variant="secondary">
            {t('partnerAction')}
          </LinkButton>
        </Card>
      ) : null}

      {overview.client ? <ClientMore locale={locale} /> : null}
    </Page>
  );
}
