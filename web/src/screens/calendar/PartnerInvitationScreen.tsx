'use client';

import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Card, LinkButton, PageHeader, Spinner } from '@oslonac/web';
import { formatDateTime, getT, type Locale } from '@oslonac/web/i18n';
import { useEffect, useState } from 'react';
import { Page } from '../shared/Page';
import { asProblem, useRuntime } from '../shared/runtime';
import { AcceptInvitation } from './AcceptInvitation';
import {
  type InvitationInfo,
  type InvitationPageState,
  invitationPageState,
  invitationProblemState,
  invitationStorageKey,
  tokenFromFragment,
} from './invitation-state';
import { partnerMessages } from './partner-messages';

export type { InvitationPageState } from './invitation-state';

function storedToken(relationshipId: string, fromLink: string | null): string | null {
  try {
    const key = invitationStorageKey(relationshipId);
    if (fromLink) window.localStorage.setItem(key, fromLink);
    return fromLink ?? window.localStorage.getItem(key);
  } catch {
    // Storage can be switched off; the link itself still works in this tab.
    return fromLink;
  }
}

/**
 * The invitation page. The token is in the link's fragment, which only this script sees: it asks the BFF
 * (POST, token in the body) what the invitation says, and keeps the token in this browser while the partner
 * signs in or up. `invalid` is for an address that cannot name an invitation at all.
 */
export function PartnerInvitationScreen({
  locale,
  invalid,
  signedIn,
  relationshipId,
  loginHref,
  signupHref,
}: {
  locale: Locale;
  invalid: boolean;
  signedIn: boolean;
  relationshipId: string;
  loginHref: string;
  signupHref: string;
}) {
  const runtime = useRuntime();
  const [view, setView] = useState<InvitationPageState | null>(invalid ? { state: 'invalid' } : null);
  const [token, setToken] = useState('');
  // Opening the link again in this tab changes only the fragment: no new page load, so listen for it.
  const [hash, setHash] = useState<string | null>(null);

  useEffect(() => {
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  useEffect(() => {
    if (invalid || hash === null) return;
    const found = storedToken(relationshipId, tokenFromFragment(hash));
    if (!found) {
      setView({ state: 'nolink' });
      return;
    }
    setToken(found);
    let current = true;
    runtime
      .api<InvitationInfo>(`/api/v1/partner-invitations/${encodeURIComponent(relationshipId)}`, {
        method: 'POST',
        body: { token: found },
      })
      .then((info) => current && setView(invitationPageState(info)))
      .catch((err) => current && setView(invitationProblemState(asProblem(err, '').code)));
    return () => {
      current = false;
    };
  }, [invalid, hash, relationshipId, runtime]);

  if (!view) {
    const t = getT(partnerMessages, locale);
    return (
      <Page width="narrow">
        <PageHeader title={t('pendingTitle')} />
        <p className="s-section" role="status">
          <Spinner size="small" /> {t('loading')}
        </p>
      </Page>
    );
  }
  return (
    <InvitationView
      locale={locale}
      view={view}
      signedIn={signedIn}
      relationshipId={relationshipId}
      token={token}
      loginHref={loginHref}
      signupHref={signupHref}
    />
  );
}

/**
 * What a partner sees when they open the invitation link: who invites them and to which therapist, until
 * when; then accepting (signed in) or signing in first. Every other state gets a calm explanation.
 */
function InvitationView({
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
      view.state === 'nolink'
        ? [t('noLinkTitle'), t('noLinkText')]
        : view.state === 'expired'
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
