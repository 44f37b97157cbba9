import { Card, Notice, PageHeader } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { NoticePreferencesSection } from '../emails/NoticePreferences';
import type { NoticePreference } from '../emails/types';
import { Page } from '../shared/Page';
import type { ScreenSession, ScreenUser } from '../shared/types';
import { EmailForm, NameForm, PasswordForm } from './AccountForms';
import { settingsMessages } from './messages';
import { PrivacySection } from './PrivacySection';
import { SecondFactorCard, type SecondFactorState } from './SecondFactorSection';
import { SessionsList } from './SessionsList';

/** The list of settings sections; only sections that exist are listed. */
export function SettingsIndexScreen({ locale, therapist = false }: { locale: Locale; therapist?: boolean }) {
  const t = getT(settingsMessages, locale);
  const sections = [
    { href: '/app/settings/account', label: t('accountLink'), text: t('accountText') },
    ...(therapist
      ? [
          { href: '/app/settings/documents', label: t('documentsLink'), text: t('documentsText') },
          { href: '/app/settings/documents/w-8', label: t('w8Link'), text: t('w8Text') },
          { href: '/app/settings/calendar', label: t('calendarLink'), text: t('calendarText') },
          { href: '/app/settings/individualne-cene', label: t('pricesLink'), text: t('pricesText') },
          { href: '/app/settings/uplate-primanja', label: t('payoutsLink'), text: t('payoutsText') },
        ]
      : [
          { href: '/app/settings/billing', label: t('billingLink'), text: t('billingText') },
          { href: '/app/settings/invoices', label: t('invoicesLink'), text: t('invoicesText') },
        ]),
    { href: '/mobile-auth', label: t('mobileLink'), text: t('mobileText') },
  ];
  return (
    <Page width="narrow">
      <PageHeader title={t('indexTitle')} lead={t('indexLead')} />
      <nav aria-label={t('sectionsLabel')}>
        <ul className="s-link-list">
          {sections.map((s) => (
            <li key={s.href}>
              <a href={s.href} className="s-link-list__link">
                {s.label}
              </a>
              <p className="s-link-list__text">{s.text}</p>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}

export interface AccountScreenProps {
  locale: Locale;
  user: Pick<ScreenUser, 'id' | 'displayName' | 'email' | 'emailVerified' | 'hasPassword'>;
  sessions: readonly ScreenSession[];
  secondFactor?: SecondFactorState;
  /** The optional e-mail kinds and their state; null when identity could not answer. */
  notices?: readonly NoticePreference[] | null;
}

export function AccountScreen({
  locale,
  user,
  sessions,
  secondFactor = 'not_enrolled',
  notices = null,
}: AccountScreenProps) {
  const t = getT(settingsMessages, locale);
  return (
    <Page width="narrow">
      <PageHeader
        back={<a href="/app/settings">{t('back')}</a>}
        eyebrow={t('indexTitle')}
        title={t('accountTitle')}
        lead={t('accountLead')}
      />
      <Card title={t('nameSection')} className="s-section">
        <NameForm displayName={user.displayName} />
      </Card>
      <Card title={t('userIdSection')} className="s-section">
        <p>{t('userIdText')}</p>
        <p>
          <span>{t('userIdLabel')}</span> <code>{user.id}</code>
        </p>
      </Card>
      <Card title={t('emailSection')} className="s-section">
        <p>{t('emailCurrent', { email: user.email })}</p>
        {user.emailVerified ? null : (
          <Notice tone="info" locale={locale}>
            <p>{t('emailUnverified')}</p>
          </Notice>
        )}
        <EmailForm hasPassword={user.hasPassword} email={user.email} />
      </Card>
      <Card title={t('passwordSection')} className="s-section">
        <p>{user.hasPassword ? t('passwordSet') : t('passwordNone')}</p>
        <PasswordForm hasPassword={user.hasPassword} email={user.email} />
      </Card>
      <NoticePreferencesSection preferences={notices} />
      <Card title={t('sessionsSection')} className="s-section">
        <p>{t('sessionsLead')}</p>
        <SessionsList sessions={sessions} />
      </Card>
      <SecondFactorCard state={secondFactor} hasPassword={user.hasPassword} />
      <PrivacySection hasPassword={user.hasPassword} email={user.email} />
    </Page>
  );
}
