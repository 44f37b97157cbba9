import { Card, LinkButton, PageHeader } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { Page } from '../shared/Page';
import { ConfirmSignIn } from './ConfirmSignIn';
import { authMessages } from './messages';
import { ResendLink } from './ResendLink';

/** Where "stay as the current account" leads: the signed-in home. */
const DEFAULT_NEXT = '/app/dashboard';

export interface VerifyRequestScreenProps {
  locale: Locale;
  /** From the e-mail link; when present the page asks to confirm the sign-in. */
  token: string | null;
  /** Another account is signed in and the link is for a different one: ask which to continue with. */
  choice?: { current: string; link: string } | null;
  /** The address the link went to, when the sign-in page sent us here. */
  email: string | null;
  kind: 'signin' | 'signup';
  next: string | null;
}

export function VerifyRequestScreen({ locale, token, choice, email, kind, next }: VerifyRequestScreenProps) {
  const t = getT(authMessages, locale);

  if (token && choice) {
    const names = { current: choice.current, link: choice.link };
    return (
      <Page width="narrow">
        <PageHeader title={t('choiceTitle')} lead={t('choiceLead', names)} />
        <div className="o-stack">
          <Card title={t('choiceContinueTitle', names)}>
            <p>{t('choiceContinueText', names)}</p>
            <ConfirmSignIn token={token} label={t('choiceContinue', names)} />
          </Card>
          <Card title={t('choiceStayTitle', names)}>
            <p>{t('choiceStayText')}</p>
            <LinkButton href={DEFAULT_NEXT} variant="secondary">
              {t('choiceStay', names)}
            </LinkButton>
          </Card>
        </div>
      </Page>
    );
  }

  if (token) {
    return (
      <Page width="narrow">
        <PageHeader title={t('confirmTitle')} lead={t('confirmLead')} />
        <ConfirmSignIn token={token} />
        <p className="s-aside">{t('confirmWhy')}</p>
      </Page>
    );
  }

  const sent = email
    ? t(kind === 'signup' ? 'checkSentSignUp' : 'checkSentSignIn', { email })
    : t('checkSentNoAddress');
  const loginHref = next ? `/app/login?next=${encodeURIComponent(next)}` : '/app/login';
  return (
    <Page width="narrow">
      <PageHeader title={t('checkTitle')} lead={sent} />
      <ol className="s-steps">
        <li>{t('checkStepOpen')}</li>
        <li>{t('checkStepValid')}</li>
      </ol>
      <Card title={t('nothingTitle')} tone="muted" className="s-section">
        <ul>
          <li>{t('nothingWait')}</li>
          <li>{t('nothingSpam')}</li>
          <li>{t('nothingAddress')}</li>
        </ul>
        <div className="o-cluster">
          {email ? <ResendLink email={email} next={next} /> : null}
          <LinkButton href={loginHref} variant="quiet">
            {t('otherAddress')}
          </LinkButton>
        </div>
      </Card>
    </Page>
  );
}
