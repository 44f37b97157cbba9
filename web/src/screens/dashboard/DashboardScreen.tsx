import { Card, LinkButton, Notice, PageHeader } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { inboxMessages } from '../inbox/messages';
import { Page } from '../shared/Page';
import { isStaff, type ScreenUser } from '../shared/types';
import { dashboardMessages } from './messages';

export interface DashboardScreenProps {
  locale: Locale;
  user: Pick<ScreenUser, 'displayName' | 'roles' | 'onboardingStep'>;
  /** Sent here from a page this user may not open (/admin). */
  denied?: boolean;
  /** Just finished the therapist's first step. */
  welcome?: 'therapist' | null;
  /** Unread messages across the inbox; null when messaging could not say (the card is left out). */
  unreadMessages?: number | null;
}

type StepStatus = 'done' | 'next' | 'later';

/** What each kind of user needs first. Links go only to pages that exist; the rest is said in words. */
export function DashboardScreen({
  locale,
  user,
  denied = false,
  welcome = null,
  unreadMessages = null,
}: DashboardScreenProps) {
  const t = getT(dashboardMessages, locale);
  const ti = getT(inboxMessages, locale);
  const therapist = user.roles.includes('therapist');
  const client = !therapist && user.roles.includes('client');
  const staff = isStaff(user);
  const partner = user.roles.includes('partner');
  const onboarded = user.onboardingStep === 'done';

  const statusLabel: Record<StepStatus, string> = {
    done: t('statusDone'),
    next: t('statusNext'),
    later: t('statusLater'),
  };
  const therapistSteps: Array<{ label: string; status: StepStatus }> = [
    { label: t('stepBasics'), status: onboarded ? 'done' : 'next' },
    { label: t('stepProfile'), status: onboarded ? 'next' : 'later' },
    { label: t('stepVerification'), status: 'later' },
    { label: t('stepVisible'), status: 'later' },
  ];

  return (
    <Page width="normal">
      <PageHeader
        title={user.displayName ? t('title', { name: user.displayName }) : t('titleNoName')}
        lead={therapist ? t('leadTherapist') : client || !staff ? t('leadClient') : t('leadStaff')}
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

      {unreadMessages !== null ? (
        <Card title={ti('title')} className="s-section">
          <p data-testid="dashboard-unread">
            {unreadMessages > 0 ? ti('dashboardUnread', { count: unreadMessages }) : ti('dashboardNoUnread')}
          </p>
          <LinkButton href="/app/inbox" variant="secondary">
            {ti('dashboardOpenInbox')}
          </LinkButton>
        </Card>
      ) : null}

      {therapist ? (
        <Card title={t('therapistTitle')} className="s-section">
          <ol className="s-progress">
            {therapistSteps.map((step) => (
              <li key={step.label} className={`s-progress__step s-progress__step--${step.status}`}>
                <span className="s-progress__label">{step.label}</span>{' '}
                <span className="s-progress__status">{statusLabel[step.status]}</span>
              </li>
            ))}
          </ol>
          {onboarded ? (
            <>
              <p>{t('therapistNote')}</p>
              <div className="o-cluster">
                <LinkButton href="/app/onboarding/verifying" variant="secondary">
                  {t('therapistProfileAction')}
                </LinkButton>
                <a href="/app/settings">{t('therapistSettingsAction')}</a>
              </div>
            </>
          ) : null}
        </Card>
      ) : null}

      {client && onboarded ? (
        <section className="s-section" aria-labelledby="dashboard-next">
          <h2 id="dashboard-next">{t('clientTitle')}</h2>
          <ul className="s-grid">
            <Card as="li" title={t('clientFindTitle')} headingLevel={3}>
              <p>{t('clientFindText')}</p>
              <a href="/terapeuti">{t('clientFindAction')}</a>
            </Card>
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
      ) : null}

      {staff ? (
        <Card title={t('adminTitle')} className="s-section">
          <p>{t('adminText')}</p>
          <LinkButton href="/admin" variant="secondary">
            {t('adminAction')}
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
    </Page>
  );
}
