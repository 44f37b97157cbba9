'use client';

import type { Role } from '@oslonac/rtc';
import { Button } from '@oslonac/web';
import { useT } from '@oslonac/web/i18n';
import { useEffect, useRef, useState } from 'react';
import type { CallController } from './call';
import type { CallState } from './call-state';
import { sessionMessages } from './messages';

const canShareScreen = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';

/** The call's buttons. Toggles say their state with aria-pressed and in words. */
export function Controls({
  state,
  myRole,
  controller,
  onNotice,
}: {
  state: CallState;
  myRole: Role | null;
  controller: CallController;
  onNotice(text: string): void;
}) {
  const t = useT(sessionMessages);
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState(false);
  const [shareSupported, setShareSupported] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setShareSupported(canShareScreen()), []);
  const cancelConfirm = () => {
    setConfirming(false);
    // Back to the button that opened the question, not to the top of the page.
    requestAnimationFrame(() => endRef.current?.focus());
  };
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const live = state.phase === 'live';

  const share = async () => {
    if (state.screen) return controller.stopScreen();
    try {
      const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const track = display.getVideoTracks()[0];
      if (track) await controller.startScreen(track);
    } catch {
      onNotice(t('shareFailed'));
    }
  };

  const endForAll = async () => {
    setEnding(true);
    try {
      await controller.endSession();
    } catch {
      onNotice(t('endFailed'));
      setEnding(false);
    }
  };

  return (
    <div className="s-call-controls-wrap">
      <div className="s-call-controls" role="toolbar" aria-label={t('controls')}>
        <Button
          variant="secondary"
          aria-pressed={!state.mic}
          onClick={() => void controller.setMic(!state.mic)}
        >
          {t('mute')}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={!state.camera}
          onClick={() => void controller.setCamera(!state.camera)}
        >
          {t('cameraToggle')}
        </Button>
        {shareSupported ? (
          <Button
            variant="secondary"
            aria-pressed={state.screen}
            disabled={!live}
            onClick={() => void share()}
          >
            {state.screen ? t('shareStop') : t('share')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          aria-pressed={state.audioOnly !== 'off'}
          disabled={!live}
          onClick={() => void controller.setAudioOnly(state.audioOnly === 'off', 'manual')}
        >
          {t('audioOnly')}
        </Button>
        {myRole === 'therapist' ? (
          <Button variant="danger" ref={endRef} onClick={() => setConfirming(true)} disabled={confirming}>
            {t('endForAll')}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => void controller.leave()}>
            {t('leave')}
          </Button>
        )}
      </div>
      {confirming ? (
        <div
          className="s-call-confirm"
          role="alertdialog"
          aria-labelledby="s-call-confirm-title"
          aria-describedby="s-call-confirm-text"
          tabIndex={-1}
          ref={confirmRef}
          onKeyDown={(e) => {
            if (e.key === 'Escape') cancelConfirm();
          }}
        >
          <h2 id="s-call-confirm-title" className="s-call-panel__title">
            {t('confirmEndTitle')}
          </h2>
          <p id="s-call-confirm-text">{t('confirmEndText')}</p>
          <div className="s-call-confirm__actions">
            <Button variant="danger" loading={ending} onClick={() => void endForAll()}>
              {t('confirmEnd')}
            </Button>
            <Button variant="secondary" onClick={cancelConfirm}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
