import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Card, LinkButton, PageHeader } from '@oslonac/web';
import { formatDateTime, getT, type Locale } from '@oslonac/web/i18n';
import { Page } from '../shared/Page';
import { AcceptInvitation } from './AcceptInvitation';
import { partnerMessages } from './partner-messages';

export type InvitationPageState =
  | { state: 'invalid' }
  | {
      state: 'pending' | 'accepted' | 'revoked' | 'expired';
      inviterName: string;
      therapistName: string;
      expiresAt: string | null;
    };

/**
 * What a partner sees when they open the invitation link: who invites them and to which therapist, until
 * when; then accepting (signed in) or signing in first. Every other state gets a calm explanation.
 */
export function PartnerInvitationScreen({
  locale,
  view,
  signedIn,
  relationshipId,
  token,
  loginHref,
  signupHref,
}: {
  locale: Locale;
  view: InvitationPageState;
  signedIn: boolean;
  relationshipId: string;
  token: string;
  loginHref: string;
  signupHref: string;
}) {
  const t = getT(partnerMessages, locale);
  if (view.state !== 'pending') {
    const [title, text] =
      view.state === 'expired'
        ? [t('expiredTitle'), t('expiredText')]
        : view.state === 'revoked'
          ? [t('revokedTitle'), t('revokedText')]
          : view.state === 'accepted'
            ? [t('usedTitle'), t('usedText')]
            : [t('invalidTitle'), t('invalidText')];
    return (
      <Page width="narrow">
        <PageHeader title={title} lead={text} />
        <p className="s-section">
          <a href={signedIn ? '/app/calendar' : '/'}>{signedIn ? t('openCalendar') : t('toHome')}</a>
        </p>
      </Page>
    );
  }
  return (
    <Page width="narrow">
      <PageHeader
        title={t('pendingTitle')}
        lead={t('pendingText', { inviter: view.inviterName, therapist: view.therapistName })}
      />
      <Card className="s-section">
        <p>{t('pendingHow')}</p>
        {view.expiresAt ? (
          <p>
            {t('expiresAt', {
              time: formatDateTime(view.expiresAt, HOME_TIME_ZONE, locale, {
                dateStyle: 'long',
                timeStyle: 'short',
                showZone: true,
              }),
            })}
          </p>
        ) : null}
        {signedIn ? (
          <AcceptInvitation relationshipId={relationshipId} token={token} />
        ) : (
          <>
            <p>{t('signInFirst')}</p>
            <div className="o-cluster">
              <LinkButton href={loginHref}>{t('signIn')}</LinkButton>
              <LinkButton href={signupHref} variant="secondary">
                {t('signUp')}
              </LinkButton>
            </div>
          </>
        )}
      </Card>
    </Page>
  );
}
