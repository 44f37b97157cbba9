'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type DeviceLists,
  listDevices,
  type MediaProblem,
  mediaProblem,
  mediaUnavailable,
  openMedia,
} from './media';

export interface LocalMedia {
  stream: MediaStream | null;
  devices: DeviceLists;
  cameraId: string;
  microphoneId: string;
  /** Nothing could be opened (or the microphone could not): the screen explains and offers help. */
  problem: MediaProblem | null;
  /** Only the camera failed; the microphone works. */
  cameraProblem: MediaProblem | null;
  busy: boolean;
  open(choice?: { cameraId?: string; microphoneId?: string }): Promise<MediaStream | null>;
  /** Hands the stream over (to a call): this hook no longer stops its tracks when the screen goes away. */
  take(): MediaStream | null;
}

const trackDevice = (track: MediaStreamTrack | undefined) => track?.getSettings().deviceId ?? '';

export function useLocalMedia(): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<DeviceLists>({ cameras: [], microphones: [] });
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [cameraProblem, setCameraProblem] = useState<MediaProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const owned = useRef<MediaStream | null>(null);

  const open = useCallback(async (choice: { cameraId?: string; microphoneId?: string } = {}) => {
    const unavailable = mediaUnavailable();
    if (unavailable) {
      setProblem(unavailable);
      return null;
    }
    setBusy(true);
    setProblem(null);
    // A camera is usually opened by one page at a time: release the old one before asking for the new one.
    for (const t of owned.current?.getTracks() ?? []) t.stop();
    owned.current = null;
    try {
      const opened = await openMedia({ ...choice, video: true });
      owned.current = opened.stream;
      setStream(opened.stream);
      setCameraProblem(opened.cameraProblem);
      setCameraId(trackDevice(opened.stream.getVideoTracks()[0]) || choice.cameraId || '');
      setMicrophoneId(trackDevice(opened.stream.getAudioTracks()[0]) || choice.microphoneId || '');
      setDevices(await listDevices().catch(() => ({ cameras: [], microphones: [] })));
      return opened.stream;
    } catch (err) {
      setStream(null);
      setProblem(mediaProblem(err, { video: false }));
      return null;
    } finally {
      setBusy(false);
    }
  }, []);

  const take = useCallback(() => {
    const s = owned.current;
    owned.current = null;
    return s;
  }, []);

  useEffect(() => {
    const md = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    const refresh = () => void listDevices().then(setDevices, () => undefined);
    md?.addEventListener?.('devicechange', refresh);
    return () => {
      md?.removeEventListener?.('devicechange', refresh);
      for (const t of owned.current?.getTracks() ?? []) t.stop();
    };
  }, []);

  return { stream, devices, cameraId, microphoneId, problem, cameraProblem, busy, open, take };
}
