'use client';

import { Button, Card, Notice } from '@oslonac/web';
import { formatDate, formatDateTime, useLocale, useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import type { PartnerInvitation, Relationship } from '../booking/types';
import { asProblem, useRuntime } from '../shared/runtime';
import { useTimeZone } from '../shared/timeZone';
import { CopyField } from './CopyField';
import { EndRelationship } from './EndRelationship';
import { calendarMessages } from './messages';

/**
 * The client's therapy relationships (for couples therapy, inviting the partner with a one-time link), or, for a
 * therapist, their clients. The client and the therapist may end a relationship here; a partner only sees it.
 */
export function Relationships({
  relationships,
  userId,
  asTherapist = false,
}: {
  relationships: readonly Relationship[];
  userId: string;
  asTherapist?: boolean;
}) {
  const t = useT(calendarMessages);
  if (relationships.length === 0) return null;
  return (
    <Card title={t(asTherapist ? 'clientsTitle' : 'relationshipsTitle')} className="s-section">
      <p>{t(asTherapist ? 'clientsLead' : 'relationshipsLead')}</p>
      <ul className="cal-relationships">
        {relationships.map((r) => (
          <RelationshipItem key={r.id} relationship={r} userId={userId} />
        ))}
      </ul>
    </Card>
  );
}

function RelationshipItem({ relationship: initial, userId }: { relationship: Relationship; userId: string }) {
  const t = useT(calendarMessages);
  const locale = useLocale();
  const zone = useTimeZone();
  const [r, setR] = useState(initial);
  const [justEnded, setJustEnded] = useState(false);
  const isTherapist = r.therapistUserId === userId;
  const isClient = r.clientUserId === userId;
  const other = isTherapist ? r.clientName : r.therapistName;
  return (
    <li className="cal-relationship">
      <h3 className="cal-relationship__title">
        {isTherapist
          ? t('clientName', { name: r.clientName })
          : t('relationshipWith', { therapist: r.therapistName })}
      </h3>
      {r.createdAt ? (
        <p className="s-muted">{t('relationshipSince', { date: formatDate(r.createdAt, zone, locale) })}</p>
      ) : null}
      {isTherapist ? (
        r.partnerUserId ? (
          <p>{t('partnerJoined', { name: r.partnerName })}</p>
        ) : null
      ) : !isClient ? (
        <p>{t('partnerOf', { name: r.clientName })}</p>
      ) : r.partnerUserId ? (
        <p>{t('partnerJoined', { name: r.partnerName })}</p>
      ) : r.endedAt ? null : (
        <Invitation relationship={r} zone={zone} />
      )}
      {justEnded ? (
        <Notice tone="success" locale={locale}>
          <p>{t('ended')}</p>
        </Notice>
      ) : r.endedAt ? (
        <p>{t('endedOn', { date: formatDate(r.endedAt, zone, locale) })}</p>
      ) : null}
      {(isClient || isTherapist) && !r.endedAt ? (
        <EndRelationship
          relationship={r}
          other={other}
          onEnded={(ended) => {
            setR(ended);
            setJustEnded(true);
          }}
        />
      ) : null}
    </li>
  );
}

function Invitation({ relationship: r, zone }: { relationship: Relationship; zone: string }) {
  const t = useT(calendarMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [invitation, setInvitation] = useState<PartnerInvitation | null>(r.invitation);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState<'invite' | 'revoke' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const path = `/api/v1/relationships/${encodeURIComponent(r.id)}/invitation`;
  const when = (iso: string) => formatDateTime(iso, zone, locale, { dateStyle: 'long', timeStyle: 'short' });
  const pending =
    invitation?.status === 'pending' &&
    invitation.expiresAt !== null &&
    new Date(invitation.expiresAt).getTime() > Date.now();

  const invite = async () => {
    setBusy('invite');
    setNotice(null);
    try {
      const res = await runtime.api<{ url: string; expiresAt: string }>(path, { method: 'POST', body: {} });
      setLink(res);
      setInvitation({ status: 'pending', expiresAt: res.expiresAt, createdAt: new Date().toISOString() });
    } catch (err) {
      setNotice({ tone: 'error', text: asProblem(err, t('somethingFailed')).title });
    }
    setBusy(null);
  };

  const revoke = async () => {
    setBusy('revoke');
    setNotice(null);
    try {
      await runtime.api(path, { method: 'DELETE', body: {} });
      setLink(null);
      setInvitation((i) => (i ? { ...i, status: 'revoked' } : i));
      setNotice({ tone: 'success', text: t('revoked') });
    } catch (err) {
      setNotice({ tone: 'error', text: asProblem(err, t('somethingFailed')).title });
    }
    setBusy(null);
  };

  return (
    <div className="cal-invitation">
      {notice ? (
        <Notice tone={notice.tone} locale={locale}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      {link ? (
        <Notice tone="success" locale={locale} title={t('inviteCreated')}>
          <p>{t('inviteOnce', { time: when(link.expiresAt) })}</p>
          <CopyField id={`invite-link-${r.id}`} label={t('inviteLink')} value={link.url} />
        </Notice>
      ) : pending && invitation?.expiresAt ? (
        <p>{t('invitePending', { time: when(invitation.expiresAt) })}</p>
      ) : invitation?.status === 'expired' || (invitation?.status === 'pending' && !pending) ? (
        <p className="s-muted">{t('inviteExpired')}</p>
      ) : invitation?.status === 'revoked' && !notice ? (
        <p className="s-muted">{t('inviteRevokedText')}</p>
      ) : null}
      <div className="o-cluster">
        <Button
          type="button"
          size="small"
          variant={pending ? 'secondary' : 'primary'}
          loading={busy === 'invite'}
          aria-label={pending ? undefined : t('inviteLabel', { therapist: r.therapistName })}
          onClick={() => void invite()}
        >
          {pending ? t('newInvite') : t('invite')}
        </Button>
        {pending ? (
          <Button
            type="button"
            size="small"
            variant="quiet"
            loading={busy === 'revoke'}
            onClick={() => void revoke()}
          >
            {t('revoke')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
