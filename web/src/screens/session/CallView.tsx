'use client';

import { Button, Notice, VisuallyHidden } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useEffect, useRef, useState } from 'react';
import { Controls } from './Controls';
import type { CallController } from './call';
import type { CallState } from './call-state';
import { VideoView } from './MediaView';
import { sessionMessages } from './messages';
import { NotesPanel } from './NotesPanel';
import { QualityIndicator } from './QualityIndicator';
import { Tiles } from './Tiles';
import { WaitingList } from './WaitingList';

const STATUS_KEY = {
  idle: 'statusConnecting',
  connecting: 'statusConnecting',
  waiting: 'statusWaiting',
  live: 'statusLive',
  reconnecting: 'statusReconnecting',
  ended: 'statusEnded',
  failed: 'statusFailed',
} as const;

/** Says who came and went (and, to the therapist, who is waiting) in a polite live region. */
function usePeopleAnnouncements(state: CallState, nameOf: (id: string) => string): string {
  const t = useT(sessionMessages);
  const [text, setText] = useState('');
  const prevPeers = useRef<string[] | null>(null);
  const prevWaiting = useRef<string[]>([]);
  useEffect(() => {
    const ids = state.peers.map((p) => p.userId);
    const before = prevPeers.current;
    prevPeers.current = ids;
    if (before === null) return;
    const joined = ids.filter((id) => !before.includes(id));
    const left = before.filter((id) => !ids.includes(id));
    const lines = [
      ...joined.map((id) => t('peerJoined', { name: nameOf(id) })),
      ...left.map((id) => t('peerLeft', { name: nameOf(id) })),
    ];
    if (lines.length) setText(lines.join(' '));
  }, [state.peers, nameOf, t]);
  useEffect(() => {
    const ids = state.waiting.map((p) => p.userId);
    const fresh = ids.filter((id) => !prevWaiting.current.includes(id));
    prevWaiting.current = ids;
    if (fresh.length && state.role === 'therapist') {
      setText(fresh.map((id) => t('someoneWaiting', { name: nameOf(id) })).join(' '));
    }
  }, [state.waiting, state.role, nameOf, t]);
  return text;
}

/** The call itself: status and quality, the pictures, the buttons and, for the therapist, the side panel. */
export function CallView({
  sessionId,
  controller,
  state,
  nameOf,
}: {
  sessionId: string;
  controller: CallController;
  state: CallState;
  nameOf(userId: string): string;
}) {
  const t = useT(sessionMessages);
  const locale = useLocale();
  const [notice, setNotice] = useState('');
  const announcement = usePeopleAnnouncements(state, nameOf);
  const therapist = state.role === 'therapist';
  const statusText = t(STATUS_KEY[state.phase]);

  return (
    <div className={therapist ? 's-call s-call--with-panel' : 's-call'}>
      <div className="s-call__main">
        <div className="s-call-bar">
          <p
            className={`s-call-status s-call-status--${state.phase}`}
            role="status"
            data-testid="connection-status"
            data-state={state.phase}
          >
            {statusText}
          </p>
          {state.phase === 'live' ? <QualityIndicator quality={state.quality} /> : null}
        </div>
        <VisuallyHidden as="div">
          <p role="status">{announcement}</p>
          <p role="status">{notice}</p>
        </VisuallyHidden>
        {state.audioOnly === 'auto' ? (
          <Notice tone="warning" locale={locale}>
            <p>{t('audioOnlyAuto')}</p>
            <Button variant="secondary" size="small" onClick={() => void controller.setAudioOnly(false)}>
              {t('videoBack')}
            </Button>
          </Notice>
        ) : null}
        {state.audioOnly === 'manual' ? (
          <Notice tone="info" locale={locale} live="off">
            <p>{t('audioOnlyManual')}</p>
          </Notice>
        ) : null}
        {state.phase === 'waiting' ? (
          <section
            className="s-call-waitroom"
            aria-labelledby="s-call-waitroom-title"
            data-testid="waiting-room"
          >
            <h2 id="s-call-waitroom-title">{t('waitingTitle')}</h2>
            <p>{t('waitingText')}</p>
            <div className="s-call-tile s-call-tile--preview">
              <VideoView
                source={controller.localTrack('camera')}
                className="s-call-video s-call-video--mirror"
                aria-label={t('previewLabel')}
              />
            </div>
          </section>
        ) : (
          <Tiles
            state={state}
            localVideo={controller.localTrack('camera')}
            localScreen={state.screen ? controller.localTrack('screen') : null}
            nameOf={nameOf}
          />
        )}
        <Controls state={state} myRole={state.role} controller={controller} onNotice={setNotice} />
      </div>
      {therapist ? (
        <aside className="s-call__panel">
          <WaitingList waiting={state.waiting} nameOf={nameOf} onAdmit={(id) => controller.admit(id)} />
          <NotesPanel sessionId={sessionId} />
        </aside>
      ) : null}
    </div>
  );
}
