'use client';

import { RTC_PATH } from '@oslonac/rtc';
import { Button, LoadingState, Notice, PageHeader } from '@oslonac/web';
import { formatDateTime, useLocale, useT } from '@oslonac/web/i18n';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Page } from '../shared/Page';
import { asProblem, type Problem, useRuntime } from '../shared/runtime';
import { useTimeZone } from '../shared/timeZone';
import { CallView } from './CallView';
import { CallController, TokenRefusedError } from './call';
import { sessionMessages } from './messages';
import { PreJoin } from './PreJoin';
import { EndScreen, GateNotice } from './SessionStates';
import { rtcUrl } from './signalling';
import { callTestHook } from './test-hooks';
import { type JoinTicket, type SessionView, sessionGate } from './types';
import { useCallState } from './useCall';
import { useLocalMedia } from './useLocalMedia';

/** The BFF's 409 problem code says why a session cannot be joined; anything unknown reads as closed. */
export function refusalOf(problem: Problem): TokenRefusedError['reason'] {
  const code = problem.code.toLowerCase();
  if (problem.status === 403 || problem.status === 404) return 'forbidden';
  if (code.includes('not_open') || code.includes('not-open') || code.includes('not_yet')) return 'not_open';
  if (code.includes('cancel')) return 'cancelled';
  if (code.includes('ended')) return 'ended';
  return 'closed';
}

const ROLE_KEY = { therapist: 'roleTherapist', client: 'roleClient', partner: 'rolePartner' } as const;

/** A clock for the gate (the room opens by itself while the page is open); null until mounted, so SSR agrees. */
function useNow(everyMs: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

export interface SessionScreenProps {
  sessionId: string;
  /** The session as the page loaded it on the server; without it the screen asks the API itself. */
  initial?: SessionView | null;
  /** Where the client leaves a review after the session (the therapist's profile, or the dashboard). */
  reviewHref?: string;
  /** The review form itself, when the page can offer it (it needs the therapist's profile); replaces the link. */
  reviewSlot?: ReactNode;
}

/** /app/session/{sessionId}: the gate, the pre-join check, the waiting room, the call and the goodbye. */
export function SessionScreen({
  sessionId,
  initial = null,
  reviewHref = '/app/dashboard',
  reviewSlot = null,
}: SessionScreenProps) {
  const t = useT(sessionMessages);
  const locale = useLocale();
  const zone = useTimeZone();
  const runtime = useRuntime();
  const base = `/api/v1/sessions/${encodeURIComponent(sessionId)}`;
  const [view, setView] = useState<SessionView | null>(initial);
  const [loadFailed, setLoadFailed] = useState(false);
  const now = useNow(15_000);
  const media = useLocalMedia();
  const [controller, setController] = useState<CallController | null>(null);
  const [entering, setEntering] = useState(false);
  const state = useCallState(controller);

  const load = useCallback(() => {
    setLoadFailed(false);
    runtime.api<SessionView>(base).then(setView, () => setLoadFailed(true));
  }, [runtime, base]);
  useEffect(() => {
    if (!initial) load();
  }, [initial, load]);

  const people = view?.people;
  // Booking may not know a name (''): the role stands in, so a tile never reads as an empty box.
  const nameOf = useCallback(
    (userId: string) => {
      const person = people?.find((p) => p.userId === userId);
      if (!person) return t('someone');
      return person.displayName || t(ROLE_KEY[person.role]);
    },
    [people, t],
  );

  const enter = () => {
    setEntering(true);
    const stream = media.take();
    const c = new CallController({
      mode: 'join',
      url: rtcUrl(window.location, RTC_PATH, sessionId),
      watchQuality: true,
      // Roles are unique within a session (one therapist, one client, at most one partner).
      selfUserId: view?.people.find((p) => p.role === view.session.myRole)?.userId,
      fetchToken: async () => {
        try {
          const ticket = await runtime.api<JoinTicket>(`${base}/join`, { method: 'POST' });
          return { token: ticket.token, url: rtcUrl(window.location, ticket.rtcPath || RTC_PATH, sessionId) };
        } catch (err) {
          const problem = asProblem(err, '');
          if ([403, 404, 409].includes(problem.status)) throw new TokenRefusedError(refusalOf(problem));
          throw err;
        }
      },
    });
    c.setLocalTracks(stream?.getAudioTracks()[0] ?? null, stream?.getVideoTracks()[0] ?? null);
    setController(c);
    void c.start().finally(() => setEntering(false));
  };

  // Leaving the page ends one's part in the call (camera off, socket closed); the others see peerLeft.
  const current = useRef<CallController | null>(null);
  current.current = controller;
  useEffect(() => () => current.current?.destroy(), []);
  useEffect(() => {
    if (!controller) return;
    window.__oslonacCall = callTestHook(controller);
    return () => {
      delete window.__oslonacCall;
    };
  }, [controller]);

  const header = useMemo(() => {
    if (!view) return null;
    const names = view.people.map((p) => p.displayName).join(t('namesJoin'));
    const when = formatDateTime(view.session.startsAt, zone, locale, {
      dateStyle: 'full',
      timeStyle: 'short',
    });
    return `${t('startsAt', { when })} · ${t('withPeople', { names })}`;
  }, [view, zone, locale, t]);

  let body: ReactNode;
  if (!view) {
    body = loadFailed ? (
      <Notice tone="error" locale={locale}>
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={load}>
          {t('retry')}
        </Button>
      </Notice>
    ) : (
      <LoadingState label={t('loading')} />
    );
  } else if (state.phase === 'ended') {
    body = (
      <EndScreen
        endedBy={state.endedBy}
        myRole={state.role ?? view.session.myRole}
        reviewHref={reviewHref}
        reviewSlot={reviewSlot}
      />
    );
  } else if (state.phase === 'failed' && state.failure) {
    body = <GateNotice gate={state.failure} opensAt={view.session.opensAt} />;
  } else if (controller) {
    body = <CallView sessionId={sessionId} controller={controller} state={state} nameOf={nameOf} />;
  } else if (now === null) {
    body = <LoadingState label={t('loading')} />;
  } else {
    const gate = sessionGate(view.session, new Date(now));
    body =
      gate === 'open' ? (
        <PreJoin media={media} entering={entering} onEnter={enter} />
      ) : (
        <GateNotice gate={gate} opensAt={view.session.opensAt} />
      );
  }

  return (
    <Page width="wide">
      <PageHeader title={t('title')} lead={header ?? undefined} />
      {body}
    </Page>
  );
}
