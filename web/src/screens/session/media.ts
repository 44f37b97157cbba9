/** Cameras and microphones: listing, opening, and reading why opening failed. */

export type MediaProblem =
  | 'permissionDenied'
  | 'noCamera'
  | 'noMicrophone'
  | 'deviceBusy'
  | 'mediaFailed'
  | 'insecure'
  | 'unsupported';

export interface DeviceChoice {
  deviceId: string;
  label: string;
}

export interface DeviceLists {
  cameras: DeviceChoice[];
  microphones: DeviceChoice[];
}

/** Labels are empty until the person has allowed access once; the screen numbers those devices instead. */
export async function listDevices(): Promise<DeviceLists> {
  const all = await navigator.mediaDevices.enumerateDevices();
  const pick = (kind: MediaDeviceKind) =>
    all
      .filter((d) => d.kind === kind && d.deviceId !== '')
      .map((d) => ({ deviceId: d.deviceId, label: d.label }));
  return { cameras: pick('videoinput'), microphones: pick('audioinput') };
}

export interface MediaChoice {
  cameraId?: string;
  microphoneId?: string;
  video: boolean;
}

export function constraintsFor(choice: MediaChoice): MediaStreamConstraints {
  const id = (deviceId: string | undefined) => (deviceId ? { deviceId: { exact: deviceId } } : {});
  return {
    audio: {
      ...id(choice.microphoneId),
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    },
    // 640×360 is plenty for a face on a laptop and leaves room on a weak uplink.
    video: choice.video ? { ...id(choice.cameraId), width: { ideal: 640 }, height: { ideal: 360 } } : false,
  };
}

/**
 * getUserMedia's errors by name: NotAllowedError (blocked), NotFoundError (no such device; which one depends on what
 * was asked), NotReadableError (another program holds it), OverconstrainedError (the chosen device went away).
 */
export function mediaProblem(err: unknown, asked: { video: boolean }): MediaProblem {
  const name = err && typeof err === 'object' && 'name' in err ? String((err as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'permissionDenied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return asked.video ? 'noCamera' : 'noMicrophone';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'deviceBusy';
    default:
      return 'mediaFailed';
  }
}

/** Before asking: a page on plain http (other than localhost) or an old browser has no mediaDevices at all. */
export function mediaUnavailable(): MediaProblem | null {
  if (typeof window === 'undefined') return 'unsupported';
  if (!window.isSecureContext) return 'insecure';
  if (!navigator.mediaDevices?.getUserMedia || typeof RTCPeerConnection === 'undefined') return 'unsupported';
  return null;
}

/**
 * Opens microphone and camera; when the camera is missing or refused alone, falls back to the microphone so a
 * person without a working camera can still take part by voice.
 */
export async function openMedia(
  choice: MediaChoice,
): Promise<{ stream: MediaStream; cameraProblem: MediaProblem | null }> {
  try {
    return { stream: await navigator.mediaDevices.getUserMedia(constraintsFor(choice)), cameraProblem: null };
  } catch (err) {
    if (!choice.video) throw err;
    const problem = mediaProblem(err, { video: true });
    if (problem === 'permissionDenied') throw err;
    const stream = await navigator.mediaDevices.getUserMedia(constraintsFor({ ...choice, video: false }));
    return { stream, cameraProblem: problem };
  }
}

export type BrowserFamily = 'chromium' | 'firefox' | 'safari' | 'other';

/** Only to put the right "how to allow the camera" text first; never to refuse a browser. */
export function browserFamily(userAgent: string): BrowserFamily {
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/Edg\/|Chrome\/|Chromium\/|CriOS\//.test(userAgent)) return 'chromium';
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent)) return 'safari';
  return 'other';
}
