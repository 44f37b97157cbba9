'use client';

import { Button, Notice } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useEffect } from 'react';
import { DeviceSelectors } from './DeviceSelectors';
import { VideoView } from './MediaView';
import { sessionMessages } from './messages';
import type { LocalMedia } from './useLocalMedia';

/** Before entering: one's own picture, the device pickers and "Uđi". */
export function PreJoin({
  media,
  entering,
  onEnter,
}: {
  media: LocalMedia;
  entering: boolean;
  onEnter(): void;
}) {
  const t = useT(sessionMessages);
  const locale = useLocale();
  const { open } = media;
  useEffect(() => {
    void open();
  }, [open]);
  const hasVideo = Boolean(media.stream?.getVideoTracks().length);
  const problem = media.problem ?? media.cameraProblem;
  return (
    <section className="s-call-prejoin" aria-labelledby="s-call-prejoin-title">
      <h2 id="s-call-prejoin-title">{t('prejoinTitle')}</h2>
      <p>{t('prejoinLead')}</p>
      <div className="s-call-prejoin__body">
        <div className="s-call-tile s-call-tile--preview">
          {hasVideo ? (
            <VideoView
              source={media.stream}
              className="s-call-video s-call-video--mirror"
              aria-label={t('previewLabel')}
            />
          ) : (
            <p className="s-call-tile__off">{t('previewOff')}</p>
          )}
        </div>
        <div className="s-call-prejoin__side">
          <DeviceSelectors
            media={media}
            idPrefix="prejoin"
            labels={{
              camera: t('camera'),
              microphone: t('microphone'),
              deviceDefault: t('deviceDefault'),
              unnamed: (n) => t('deviceUnnamed', { n }),
            }}
          />
          {problem ? (
            <Notice tone={media.problem ? 'error' : 'warning'} locale={locale}>
              <p>{t(problem === 'insecure' || problem === 'unsupported' ? 'mediaFailed' : problem)}</p>
              <p>
                <a href="/device-test">{t('deviceTestLink')}</a>
              </p>
            </Notice>
          ) : null}
          <Button
            onClick={onEnter}
            loading={entering}
            loadingLabel={t('entering')}
            disabled={media.busy}
            block
          >
            {hasVideo ? t('enter') : t('enterWithoutVideo')}
          </Button>
        </div>
      </div>
    </section>
  );
}
