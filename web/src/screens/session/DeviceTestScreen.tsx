'use client';

import { RTC_PATH } from '@oslonac/rtc';
import { Button, Notice, PageHeader } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useEffect, useRef, useState } from 'react';
import { Page } from '../shared/Page';
import { HEARD_LEVEL, playTone, watchLevel } from './audio';
import { CallController } from './call';
import { DeviceSelectors } from './DeviceSelectors';
import { deviceTestMessages } from './device-test-messages';
import { VideoView } from './MediaView';
import { type BrowserFamily, browserFamily } from './media';
import { classifyQuality } from './quality';
import { rtcUrl } from './signalling';
import type { DeviceTestResult } from './test-hooks';
import { useLocalMedia } from './useLocalMedia';

/** How long the loopback runs before it is measured: enough for the bitrate and the loss counters to settle. */
export const LOOPBACK_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function MicMeter({ stream }: { stream: MediaStream | null }) {
  const t = useT(deviceTestMessages);
  const [level, setLevel] = useState(0);
  const [heard, setHeard] = useState(false);
  useEffect(() => {
    if (!stream) return;
    return watchLevel(stream, (l) => {
      setLevel(l);
      if (l >= HEARD_LEVEL) setHeard(true);
    });
  }, [stream]);
  return (
    <>
      <meter
        className="s-devtest-meter"
        min={0}
        max={100}
        low={HEARD_LEVEL}
        value={level}
        aria-label={t('micLevel')}
      />
      <p role="status" data-testid="mic-status">
        {heard ? t('micHeard') : t('micSilent')}
      </p>
    </>
  );
}

function BrowserHelp({ first }: { first: BrowserFamily }) {
  const t = useT(deviceTestMessages);
  const items: [BrowserFamily, 'helpChrome' | 'helpFirefox' | 'helpSafari'][] = [
    ['chromium', 'helpChrome'],
    ['firefox', 'helpFirefox'],
    ['safari', 'helpSafari'],
  ];
  items.sort(([a], [b]) => Number(b === first) - Number(a === first));
  return (
    <section className="s-section" aria-labelledby="s-devtest-help">
      <h2 id="s-devtest-help">{t('helpHeading')}</h2>
      <ul className="s-devtest-help">
        {items.map(([family, key]) => (
          <li key={family}>
            {family === first ? <strong>{t('helpYourBrowser')}: </strong> : null}
            {t(key)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /device-test: camera, microphone, speakers and a ten-second loopback through the SFU. No sign-in. */
export function DeviceTestScreen() {
  const t = useT(deviceTestMessages);
  const locale = useLocale();
  const media = useLocalMedia();
  const [family, setFamily] = useState<BrowserFamily>('other');
  const [tonePlayed, setTonePlayed] = useState(false);
  const [test, setTest] = useState<'idle' | 'running' | 'done' | 'failed'>('idle');
  const [shown, setShown] = useState<DeviceTestResult | null>(null);
  const result = useRef<DeviceTestResult>({
    done: false,
    rttMs: null,
    packetLossPercent: null,
    videoFramesDecoded: 0,
  });
  const controller = useRef<CallController | null>(null);

  useEffect(() => {
    setFamily(browserFamily(navigator.userAgent));
    // For the browser journey: the loopback's measured numbers once the test has run.
    window.__oslonacDeviceTest = { result: () => ({ ...result.current }) };
    return () => {
      controller.current?.destroy();
      delete window.__oslonacDeviceTest;
    };
  }, []);

  const runConnection = async () => {
    setTest('running');
    result.current = { done: false, rttMs: null, packetLossPercent: null, videoFramesDecoded: 0 };
    const stream = media.stream ?? (await media.open());
    const c = new CallController({ mode: 'loopback', url: rtcUrl(window.location, RTC_PATH) });
    controller.current = c;
    // Copies: the loopback stops its tracks when it ends, the preview above keeps running on the originals.
    c.setLocalTracks(
      stream?.getAudioTracks()[0]?.clone() ?? null,
      stream?.getVideoTracks()[0]?.clone() ?? null,
    );
    await c.start();
    await sleep(LOOPBACK_MS);
    const stats = await c.receiveStats().catch(() => null);
    const live = c.getState().phase === 'live';
    c.destroy();
    controller.current = null;
    const r: DeviceTestResult = {
      done: true,
      rttMs: stats?.rttMs ?? null,
      packetLossPercent: stats ? (stats.lossPercent ?? null) : null,
      videoFramesDecoded: stats?.inbound.videoFramesDecoded ?? 0,
    };
    result.current = r;
    setShown(r);
    setTest(live && (r.rttMs !== null || r.videoFramesDecoded > 0) ? 'done' : 'failed');
  };

  const problem = media.problem ?? media.cameraProblem;
  const hasVideo = Boolean(media.stream?.getVideoTracks().length);
  const level = shown
    ? classifyQuality({
        rttMs: shown.rttMs,
        packetLossPercent: shown.packetLossPercent,
        availableOutgoingBitrate: null,
      })
    : null;

  return (
    <Page width="normal">
      <PageHeader title={t('title')} lead={t('lead')} />
      {!media.stream ? (
        <Button onClick={() => void media.open()} loading={media.busy} loadingLabel={t('starting')}>
          {t('start')}
        </Button>
      ) : null}
      {problem ? (
        <Notice tone={media.problem ? 'error' : 'warning'} locale={locale}>
          <p data-testid="media-problem" data-problem={problem}>
            {t(problem)}
          </p>
        </Notice>
      ) : null}
      {media.stream ? (
        <>
          <DeviceSelectors
            media={media}
            idPrefix="devtest"
            labels={{
              camera: t('camera'),
              microphone: t('microphone'),
              deviceDefault: t('deviceDefault'),
              unnamed: (n) => t('deviceUnnamed', { n }),
            }}
          />
          <section className="s-section" aria-labelledby="s-devtest-camera">
            <h2 id="s-devtest-camera">{t('cameraHeading')}</h2>
            {hasVideo ? (
              <>
                <div className="s-call-tile s-call-tile--preview">
                  <VideoView
                    source={media.stream}
                    className="s-call-video s-call-video--mirror"
                    aria-label={t('previewLabel')}
                  />
                </div>
                <p>{t('cameraOk')}</p>
              </>
            ) : (
              <p>{t('noCamera')}</p>
            )}
          </section>
          <section className="s-section" aria-labelledby="s-devtest-mic">
            <h2 id="s-devtest-mic">{t('micHeading')}</h2>
            <p>{t('micHint')}</p>
            <MicMeter stream={media.stream} />
          </section>
        </>
      ) : null}
      <section className="s-section" aria-labelledby="s-devtest-speaker">
        <h2 id="s-devtest-speaker">{t('speakerHeading')}</h2>
        <p>{t('speakerHint')}</p>
        <Button
          variant="secondary"
          onClick={() =>
            void playTone().then(
              () => setTonePlayed(true),
              () => undefined,
            )
          }
        >
          {t('speakerPlay')}
        </Button>
        <p role="status">{tonePlayed ? t('speakerPlayed') : ''}</p>
      </section>
      <section className="s-section" aria-labelledby="s-devtest-connection">
        <h2 id="s-devtest-connection">{t('connectionHeading')}</h2>
        <p>{t('connectionHint')}</p>
        <Button
          onClick={() => void runConnection()}
          loading={test === 'running'}
          loadingLabel={t('connectionRunning')}
          data-testid="connection-test"
        >
          {t('connectionRun')}
        </Button>
        <div role="status" data-testid="connection-result" data-state={test}>
          {test === 'running' ? <p>{t('connectionRunning')}</p> : null}
          {test === 'done' && shown ? (
            <>
              <p>
                {t('connectionResult', {
                  rtt: shown.rttMs ?? '—',
                  loss: Math.round((shown.packetLossPercent ?? 0) * 10) / 10,
                })}
              </p>
              {shown.videoFramesDecoded === 0 && hasVideo ? <p>{t('connectionNoMedia')}</p> : null}
              <p>{t(level === 'poor' ? 'resultPoor' : level === 'medium' ? 'resultMedium' : 'resultGood')}</p>
            </>
          ) : null}
          {test === 'failed' ? <p>{t('connectionFailed')}</p> : null}
        </div>
      </section>
      <BrowserHelp first={family} />
    </Page>
  );
}
