'use client';

import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Button, CrisisLine, Notice, PageHeader, TextAreaField } from '@oslonac/web';
import { formatDateTime, useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Page } from '../shared/Page';
import { asProblem, useRuntime } from '../shared/runtime';
import { postForm } from '../therapist/upload';
import { conversationTitle, durationText, promiseText } from './format';
import { announceUnread, useInboxStream, useLiveThread } from './live';
import { inboxMessages } from './messages';
import {
  ATTACHMENT_TYPES,
  type ConversationSummary,
  INBOX_LIMITS,
  type InboxAttachment,
  type InboxMessage,
  type MessagePage,
} from './types';

const when = (iso: string | null, locale: ReturnType<typeof useLocale>) =>
  iso ? formatDateTime(iso, HOME_TIME_ZONE, locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';

/** A v4 UUID for client_message_id; randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newClientMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const attachmentHref = (a: InboxAttachment) => `/api/v1/inbox/attachments/${encodeURIComponent(a.id)}`;

/** /app/inbox: the caller's conversations, newest first, refreshed when one of them changes. */
export function InboxListScreen({
  conversations,
  unreadCount,
}: {
  conversations: readonly ConversationSummary[];
  unreadCount: number | null;
}) {
  const t = useT(inboxMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  useInboxStream(runtime.refresh);
  useEffect(() => {
    if (unreadCount !== null) announceUnread(unreadCount);
  }, [unreadCount]);
  return (
    <Page width="narrow">
      <PageHeader title={t('title')} lead={t('lead')} />
      {conversations.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="s-inbox-list" aria-label={t('listLabel')}>
          {conversations.map((c) => (
            <li key={c.relationshipId} className="s-inbox-list__item">
              <a href={`/app/inbox/${encodeURIComponent(c.relationshipId)}`} className="s-inbox-list__link">
                <span className="s-inbox-list__title">{conversationTitle(c.names, t)}</span>
                {c.unreadCount > 0 ? (
                  <span className="s-badge">{t('unread', { count: c.unreadCount })}</span>
                ) : null}
                {c.closed ? <span className="s-badge s-badge--muted">{t('closedMark')}</span> : null}
              </a>
              <p className="s-muted s-inbox-list__meta">
                {c.lastMessageAt
                  ? t('lastMessageAt', { when: when(c.lastMessageAt, locale) })
                  : t('noMessagesYet')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

export interface ThreadScreenProps {
  me: string;
  conversation: ConversationSummary;
  page: MessagePage;
}

/** The therapist's promise, the measured reply time and, outside their hours, when to expect an answer. */
function PromiseBox({
  conversation,
  therapistViewing,
}: {
  conversation: ConversationSummary;
  therapistViewing: boolean;
}) {
  const t = useT(inboxMessages);
  const locale = useLocale();
  return (
    <section className="s-section s-inbox-promise" aria-label={t('promiseSection')}>
      <p>{promiseText(conversation.promise, t)}</p>
      <p className="s-muted">
        {conversation.medianReplySeconds !== null
          ? t('medianLine', { duration: durationText(conversation.medianReplySeconds, t) })
          : t('medianUnknown')}
      </p>
      {!therapistViewing && !conversation.closed && !conversation.answeringNow ? (
        <Notice tone="info" locale={locale} live="off" title={t('crisisHeading')}>
          <p>{t('outsideHours', { when: when(conversation.nextAnswerAt, locale) || '—' })}</p>
          <CrisisLine locale={locale} />
        </Notice>
      ) : null}
    </section>
  );
}

function Attachments({ attachments }: { attachments: readonly InboxAttachment[] }) {
  const t = useT(inboxMessages);
  if (attachments.length === 0) return null;
  return (
    <ul className="s-inbox-attachments">
      {attachments.map((a) => (
        <li key={a.id}>
          {a.contentType.startsWith('image/') ? (
            <a href={attachmentHref(a)}>
              <img
                src={attachmentHref(a)}
                alt={t('attachmentImage', { name: a.fileName })}
                className="s-inbox-attachments__image"
                loading="lazy"
              />
            </a>
          ) : (
            <a href={attachmentHref(a)} download={a.fileName}>
              {t('attachmentDownload', { name: a.fileName })}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "Prijavi poruku": asked inline, focus on the reason; staff see only this message and the reason. */
function ReportForm({ message, onDone }: { message: InboxMessage; onDone: (sent: boolean) => void }) {
  const t = useT(inboxMessages);
  const runtime = useRuntime();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => area.current?.focus(), []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < INBOX_LIMITS.reasonMin) return setError(t('reportReasonShort'));
    setPending(true);
    setError(null);
    try {
      await runtime.api(`/api/v1/inbox/messages/${encodeURIComponent(message.id)}/report`, {
        method: 'POST',
        body: { reason: reason.trim() },
      });
      onDone(true);
    } catch (err) {
      const p = asProblem(err, t('somethingFailed'));
      setError(p.fieldErrors?.reason ?? p.title);
      setPending(false);
    }
  };
  return (
    <form className="s-inbox-report o-stack" onSubmit={submit} noValidate aria-label={t('reportHeading')}>
      <p>{t('reportLead')}</p>
      <TextAreaField
        ref={area}
        name="reason"
        id={`report-${message.id}`}
        label={t('reportReason')}
        hint={t('reportReasonHint')}
        error={error ?? undefined}
        value={reason}
        maxLength={INBOX_LIMITS.reasonMax}
        rows={3}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <div className="o-cluster">
        <Button type="submit" variant="secondary" size="small" disabled={pending}>
          {t('reportSend')}
        </Button>
        <Button type="button" variant="quiet" size="small" onClick={() => onDone(false)}>
          {t('reportCancel')}
        </Button>
      </div>
    </form>
  );
}

/** /app/inbox/{relationshipId}: the thread, live, with the composer (read-only once the conversation closed). */
export function ThreadScreen({ me, conversation, page }: ThreadScreenProps) {
  const t = useT(inboxMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const rid = conversation.relationshipId;
  const therapistViewing = conversation.members.some((m) => m.userId === me && m.role === 'therapist');
  const initialReadBy = Object.fromEntries(conversation.members.map((m) => [m.userId, m.lastReadMessageId]));
  const get = useCallback((path: string) => runtime.api(path), [runtime]);
  const { messages, readBy, mode, add } = useLiveThread({
    relationshipId: rid,
    initial: page.messages,
    initialReadBy,
    get,
  });
  const [hasOlder, setHasOlder] = useState(page.hasOlder);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [reporting, setReporting] = useState<string | null>(null);
  const [reported, setReported] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // Read receipts: what this person has seen, once the page is in front of them.
  const marked = useRef<string | null>(readBy[me] ?? null);
  useEffect(() => {
    const markNewest = () => {
      if (document.visibilityState !== 'visible') return;
      const newestOther = [...messages].reverse().find((m) => m.senderUserId !== me);
      if (!newestOther || (marked.current && marked.current >= newestOther.id)) return;
      marked.current = newestOther.id;
      runtime
        .api(`/api/v1/inbox/${encodeURIComponent(rid)}/read`, {
          method: 'POST',
          body: { upToMessageId: newestOther.id },
        })
        .catch(() => {
          marked.current = null;
        });
    };
    markNewest();
    document.addEventListener('visibilitychange', markNewest);
    return () => document.removeEventListener('visibilitychange', markNewest);
  }, [messages, me, rid, runtime]);

  // New messages from the others are announced politely to screen readers.
  const seen = useRef(new Set(page.messages.map((m) => m.id)));
  useEffect(() => {
    const fresh = messages.filter((m) => !seen.current.has(m.id));
    for (const m of fresh) seen.current.add(m.id);
    const incoming = fresh.filter((m) => m.senderUserId !== me).length;
    if (incoming > 0) setAnnouncement(t('newMessages', { count: incoming }));
  }, [messages, me, t]);

  const loadOlder = async () => {
    const oldest = messages[0];
    if (!oldest) return;
    setLoadingOlder(true);
    try {
      const older = await runtime.api<MessagePage>(
        `/api/v1/inbox/${encodeURIComponent(rid)}/messages?before=${oldest.id}`,
      );
      add(older.messages);
      setHasOlder(older.hasOlder);
    } catch {
      // The button stays; pressing it again tries again.
    }
    setLoadingOlder(false);
  };

  // The others' newest read message: my last message at or before it carries "Pročitano".
  const othersRead = conversation.members
    .filter((m) => m.userId !== me)
    .map((m) => readBy[m.userId])
    .filter((id): id is string => Boolean(id))
    .sort()
    .pop();
  const receiptOn = othersRead
    ? [...messages].reverse().find((m) => m.senderUserId === me && m.id <= othersRead)?.id
    : undefined;

  const senderName = (m: InboxMessage) =>
    m.senderUserId === me ? t('you') : (conversation.memberNames[m.senderUserId] ?? conversationTitle([], t));

  return (
    <Page width="narrow">
      <PageHeader
        back={<a href="/app/inbox">{t('back')}</a>}
        title={conversationTitle(conversation.names, t)}
      />
      <PromiseBox conversation={conversation} therapistViewing={therapistViewing} />
      {mode === 'polling' ? (
        <Notice tone="warning" locale={locale} live="status">
          <p>{t('liveOff')}</p>
        </Notice>
      ) : null}
      <p className="o-visually-hidden" aria-live="polite" data-testid="thread-announcement">
        {announcement}
      </p>
      {hasOlder ? (
        <Button type="button" variant="quiet" size="small" onClick={loadOlder} disabled={loadingOlder}>
          {loadingOlder ? t('loadingOlder') : t('olderButton')}
        </Button>
      ) : null}
      <ol className="s-inbox-thread" aria-label={t('threadLabel')} data-testid="thread">
        {messages.map((m) => {
          const mine = m.senderUserId === me;
          return (
            <li
              key={m.id}
              className={`s-inbox-message${mine ? ' s-inbox-message--mine' : ''}`}
              data-message-id={m.id}
            >
              <p className="s-inbox-message__meta">
                <strong>{senderName(m)}</strong>{' '}
                <span className="s-muted">
                  <time dateTime={m.sentAt ?? undefined}>{when(m.sentAt, locale)}</time>
                </span>
              </p>
              {m.text ? <p className="s-inbox-message__text">{m.text}</p> : null}
              <Attachments attachments={m.attachments} />
              {receiptOn === m.id ? (
                <p className="s-muted s-inbox-message__receipt" data-testid="read-receipt">
                  {t('readReceipt')}
                </p>
              ) : null}
              {!mine ? (
                reporting === m.id ? (
                  <ReportForm
                    message={m}
                    onDone={(sent) => {
                      setReporting(null);
                      if (sent) setReported(m.id);
                    }}
                  />
                ) : reported === m.id ? (
                  <p role="status">{t('reportSent')}</p>
                ) : (
                  <Button
                    type="button"
                    variant="quiet"
                    size="small"
                    aria-label={t('reportLabel', { when: when(m.sentAt, locale) })}
                    onClick={() => setReporting(m.id)}
                  >
                    {t('reportButton')}
                  </Button>
                )
              ) : null}
            </li>
          );
        })}
      </ol>
      {conversation.closed ? (
        <Notice tone="info" locale={locale} live="off">
          <p>{t('closedNote')}</p>
        </Notice>
      ) : (
        <Composer relationshipId={rid} onSent={(m) => add([m])} />
      )}
    </Page>
  );
}

/** The composer: text, attachments uploaded as they are chosen, and the plain word that this is not for emergencies. */
function Composer({ relationshipId, onSent }: { relationshipId: string; onSent: (m: InboxMessage) => void }) {
  const t = useT(inboxMessages);
  const runtime = useRuntime();
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<InboxAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // One id per message being written: a send retried after a lost answer returns the same message.
  const clientId = useRef<string>(newClientMessageId());

  const upload = async (file: File) => {
    setFileError(null);
    if (file.size > INBOX_LIMITS.attachmentMaxBytes) return setFileError(t('attachTooLarge'));
    setUploading(true);
    try {
      const data = new FormData();
      data.set('file', file);
      const out = await postForm<{ attachment: InboxAttachment }>(
        `/api/v1/inbox/${encodeURIComponent(relationshipId)}/attachments`,
        data,
        t('somethingFailed'),
      );
      setAttachments((a) => [...a, out.attachment]);
    } catch (err) {
      const p = asProblem(err, t('somethingFailed'));
      setFileError(p.fieldErrors?.file ?? p.title);
    }
    setUploading(false);
    if (fileInput.current) fileInput.current.value = '';
  };

  const send = async () => {
    if (pending || uploading) return;
    if (!text.trim() && attachments.length === 0) return setError(t('emptyMessage'));
    setPending(true);
    setError(null);
    try {
      const out = await runtime.api<{ message: InboxMessage }>(
        `/api/v1/inbox/${encodeURIComponent(relationshipId)}/messages`,
        {
          method: 'POST',
          body: {
            text: text.trim(),
            attachmentIds: attachments.map((a) => a.id),
            clientMessageId: clientId.current,
          },
        },
      );
      onSent(out.message);
      setText('');
      setAttachments([]);
      clientId.current = newClientMessageId();
    } catch (err) {
      const p = asProblem(err, t('somethingFailed'));
      setError(p.fieldErrors?.text ?? p.title);
    }
    setPending(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <form
      className="s-section s-inbox-composer o-stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <p className="s-inbox-composer__warning" id="composer-emergency">
        {t('notForEmergencies')}
      </p>
      <TextAreaField
        name="text"
        id="composer-text"
        label={t('composerLabel')}
        hint={t('composerHint')}
        error={error ?? undefined}
        value={text}
        maxLength={INBOX_LIMITS.textMax}
        rows={3}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <div className={`o-field${fileError ? ' o-field--invalid' : ''}`}>
        <label htmlFor="composer-file" className="o-field__label">
          {t('attachLabel')}
        </label>
        <p className="o-field__hint" id="composer-file-hint">
          {t('attachHint')}
        </p>
        {fileError ? (
          <p className="o-field__error" id="composer-file-error">
            {fileError}
          </p>
        ) : null}
        <input
          ref={fileInput}
          id="composer-file"
          type="file"
          accept={ATTACHMENT_TYPES.join(',')}
          aria-describedby={`composer-file-hint${fileError ? ' composer-file-error' : ''}`}
          aria-invalid={fileError ? true : undefined}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
        />
        {uploading ? <p role="status">{t('attachUploading')}</p> : null}
      </div>
      {attachments.length > 0 ? (
        <ul className="s-inbox-attachments">
          {attachments.map((a) => (
            <li key={a.id}>
              {a.fileName}{' '}
              <Button
                type="button"
                variant="quiet"
                size="small"
                aria-label={t('attachRemove', { name: a.fileName })}
                onClick={() => setAttachments((list) => list.filter((x) => x.id !== a.id))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button type="submit" disabled={pending || uploading} aria-describedby="composer-emergency">
          {pending ? t('sending') : t('send')}
        </Button>
      </div>
    </form>
  );
}
