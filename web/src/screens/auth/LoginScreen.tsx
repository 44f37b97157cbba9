import { Card, PageHeader } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { Page } from '../shared/Page';
import { EmailLinkForm, PasswordSignInForm, SignUpForm } from './LoginForms';
import { authMessages } from './messages';

export interface LoginScreenProps {
  locale: Locale;
  mode: 'signin' | 'signup';
  /** A safe same-site path to return to, already checked by the page. */
  next: string | null;
  /** Partners sign in on their own page with their own wording; sign-up is for everyone else. */
  audience?: 'user' | 'partner';
}

function withNext(path: string, next: string | null): string {
  if (!next) return path;
  return `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}`;
}

export function LoginScreen({ locale, mode, next, audience = 'user' }: LoginScreenProps) {
  const t = getT(authMessages, locale);

  if (mode === 'signup' && audience === 'user') {
    return (
      <Page width="narrow">
        <PageHeader title={t('signUpTitle')} lead={t('signUpLead')} />
        <SignUpForm next={next} />
        <p className="s-aside">
          {t('haveAccount')} <a href={withNext('/app/login', next)}>{t('toSignIn')}</a>
        </p>
      </Page>
    );
  }

  const partner = audience === 'partner';
  return (
    <Page width="narrow">
      <PageHeader
        title={partner ? t('partnerTitle') : t('signInTitle')}
        lead={partner ? t('partnerLead') : t('signInLead')}
      />
      <Card title={t('linkHeading')} className="s-section">
        <p>{t('linkIntro')}</p>
        <EmailLinkForm next={next} />
      </Card>
      <Card title={t('passwordHeading')} tone="muted" className="s-section">
        <p>{t('passwordIntro')}</p>
        <PasswordSignInForm next={next} />
      </Card>
      <p className="s-aside">
        {partner ? (
          <>
            {t('partnerNoAccount')}{' '}
            <a href={withNext('/app/login?mode=signup', next)}>{t('partnerToSignUp')}</a>
          </>
        ) : (
          <>
            {t('noAccount')} <a href={withNext('/app/login?mode=signup', next)}>{t('toSignUp')}</a>
          </>
        )}
      </p>
    </Page>
  );
}
