/** Web Audio helpers for /device-test: the microphone's level and a generated test tone (no audio file). */

/** Root-mean-square level of one block of samples (−1…1) as 0–100, on a decibel scale from −60 dBFS to 0. */
export function levelFromSamples(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += (samples[i] ?? 0) ** 2;
  const rms = Math.sqrt(sum / samples.length);
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.round(Math.min(100, Math.max(0, ((db + 60) / 60) * 100)));
}

/** A level above this means the microphone picks up a voice, not just the hiss of a quiet room. */
export const HEARD_LEVEL = 25;

type AudioContextCtor = typeof AudioContext;
const audioContextCtor = (): AudioContextCtor | null =>
  typeof window === 'undefined'
    ? null
    : (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext ??
      null);

/** Calls `onLevel` about ten times a second with the stream's level; returns the function that stops it. */
export function watchLevel(stream: MediaStream, onLevel: (level: number) => void): () => void {
  const Ctor = audioContextCtor();
  if (!Ctor || stream.getAudioTracks().length === 0) return () => undefined;
  const ctx = new Ctor();
  const source = ctx.createMediaStreamSource(stream);
  const analyser = ctx.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const buf = new Float32Array(analyser.fftSize);
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(buf);
    onLevel(levelFromSamples(buf));
  }, 100);
  // Some browsers start an AudioContext suspended until a click; the meter is started by one.
  void ctx.resume().catch(() => undefined);
  return () => {
    clearInterval(timer);
    source.disconnect();
    void ctx.close().catch(() => undefined);
  };
}

/** A soft 440 Hz tone of under a second, faded in and out so it does not click. */
export function playTone(): Promise<void> {
  const Ctor = audioContextCtor();
  if (!Ctor) return Promise.reject(new Error('no Web Audio'));
  const ctx = new Ctor();
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  const t0 = ctx.currentTime + 0.02;
  osc.type = 'sine';
  osc.frequency.value = 440;
  gain.gain.setValueAtTime(0, t0);
  gain.gain.linearRampToValueAtTime(0.2, t0 + 0.05);
  gain.gain.setValueAtTime(0.2, t0 + 0.7);
  gain.gain.linearRampToValueAtTime(0, t0 + 0.8);
  osc.connect(gain).connect(ctx.destination);
  return new Promise((resolve) => {
    osc.onended = () => {
      void ctx.close().catch(() => undefined);
      resolve();
    };
    void ctx.resume().catch(() => undefined);
    osc.start(t0);
    osc.stop(t0 + 0.85);
  });
}
