'use client';

import { useT } from '@oslonac/web/i18n';
import { type CallState, pausedKey, type RemoteTrack } from './call-state';
import { AudioOut, VideoView } from './MediaView';
import { sessionMessages } from './messages';

/**
 * Everyone's picture: one tile per person in the room (two for a couple's therapist), a tile per shared screen,
 * and one's own small preview. Sound plays through hidden audio elements, one per remote microphone.
 */
export function Tiles({
  state,
  localVideo,
  localScreen,
  nameOf,
}: {
  state: CallState;
  localVideo: MediaStreamTrack | null;
  localScreen: MediaStreamTrack | null;
  nameOf(userId: string): string;
}) {
  const t = useT(sessionMessages);
  const video = (userId: string, source: 'camera' | 'screen') =>
    state.remote.find((r) => r.userId === userId && r.source === source && r.kind === 'video');
  const screens = state.remote.filter((r) => r.source === 'screen' && r.kind === 'video');
  const audio = state.remote.filter((r) => r.kind === 'audio');
  return (
    <div className="s-call-stage">
      {screens.map((r) => (
        <RemoteVideoTile
          key={r.consumerId}
          track={r}
          label={t('remoteScreen', { name: nameOf(r.userId) })}
          screen
        />
      ))}
      <ul className="s-call-tiles" data-count={state.peers.length}>
        {state.peers.map((p) => {
          const name = nameOf(p.userId);
          const cam = video(p.userId, 'camera');
          const cameraOff = state.remotePaused[pausedKey(p.userId, 'camera')] === true;
          const muted = state.remotePaused[pausedKey(p.userId, 'mic')] === true;
          const showVideo = Boolean(cam) && !cameraOff && state.audioOnly === 'off';
          const note =
            state.audioOnly !== 'off'
              ? t('videoPausedHere')
              : cameraOff
                ? t('remoteCameraOff', { name })
                : cam
                  ? null
                  : t('remoteNoVideo', { name });
          return (
            <li key={p.userId} className="s-call-tile" data-testid="remote-tile" data-user-id={p.userId}>
              {/* Stays mounted while hidden, so switching the picture back is instant and the stream keeps its stats. */}
              {cam ? (
                <VideoView
                  source={cam.track}
                  hidden={!showVideo}
                  className="s-call-video"
                  data-testid="remote-video"
                  data-user-id={p.userId}
                  data-source="camera"
                  aria-label={t('remoteVideo', { name })}
                />
              ) : null}
              {showVideo ? null : <p className="s-call-tile__off">{note}</p>}
              <p className="s-call-tile__name">
                {name}
                {muted ? <span className="s-call-tile__badge">{t('muteOn')}</span> : null}
              </p>
            </li>
          );
        })}
      </ul>
      {state.phase === 'live' && state.peers.length === 0 ? (
        <p className="s-call-alone">{t('aloneText')}</p>
      ) : null}
      <div className="s-call-self">
        {localScreen ? (
          <VideoView source={localScreen} className="s-call-video" aria-label={t('youScreen')} />
        ) : null}
        {localVideo && state.camera && state.audioOnly === 'off' ? (
          <VideoView
            source={localVideo}
            className="s-call-video s-call-video--mirror"
            aria-label={t('previewLabel')}
          />
        ) : (
          <p className="s-call-tile__off">{t('cameraOffNow')}</p>
        )}
        <p className="s-call-tile__name">{t('you')}</p>
      </div>
      {audio.map((r) => (
        <AudioOut key={r.consumerId} track={r.track} />
      ))}
    </div>
  );
}

function RemoteVideoTile({ track, label, screen }: { track: RemoteTrack; label: string; screen?: boolean }) {
  return (
    <figure className={screen ? 's-call-tile s-call-tile--screen' : 's-call-tile'}>
      <VideoView
        source={track.track}
        className="s-call-video s-call-video--contain"
        data-testid="remote-video"
        data-user-id={track.userId}
        data-source={track.source}
        aria-label={label}
      />
      <figcaption className="s-call-tile__name">{label}</figcaption>
    </figure>
  );
}
