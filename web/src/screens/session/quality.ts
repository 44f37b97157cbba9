/**
 * Connection quality from WebRTC statistics: what the indicator shows and when the call falls back to audio only.
 * Pure functions over plain stats objects so the thresholds are tested without a browser.
 */
export type QualityLevel = 'good' | 'medium' | 'poor';

export interface QualitySample {
  /** Round trip to the SFU, from the selected ICE candidate pair. */
  rttMs: number | null;
  /** Share of incoming packets lost since the previous sample, 0–100. */
  packetLossPercent: number | null;
  /** What the browser's congestion control believes it can send, bits per second. */
  availableOutgoingBitrate: number | null;
}

// Interactive speech stays comfortable under ~150 ms and a few percent loss; past ~400 ms or ~8 % people talk
// over each other and video freezes, and under ~150 kbit/s there is no room for video next to the voice.
export const THRESHOLDS = {
  goodRttMs: 150,
  poorRttMs: 400,
  goodLossPercent: 2,
  poorLossPercent: 8,
  goodBitrate: 500_000,
  poorBitrate: 150_000,
} as const;

export function classifyQuality(s: QualitySample): QualityLevel | null {
  if (s.rttMs === null && s.packetLossPercent === null && s.availableOutgoingBitrate === null) return null;
  const T = THRESHOLDS;
  if (
    (s.rttMs !== null && s.rttMs > T.poorRttMs) ||
    (s.packetLossPercent !== null && s.packetLossPercent > T.poorLossPercent) ||
    (s.availableOutgoingBitrate !== null && s.availableOutgoingBitrate < T.poorBitrate)
  ) {
    return 'poor';
  }
  const good =
    (s.rttMs === null || s.rttMs <= T.goodRttMs) &&
    (s.packetLossPercent === null || s.packetLossPercent <= T.goodLossPercent) &&
    (s.availableOutgoingBitrate === null || s.availableOutgoingBitrate >= T.goodBitrate);
  return good ? 'good' : 'medium';
}

/** Only the stats fields this module reads; RTCStatsReport values are loosely typed dictionaries. */
type StatsEntry = { type: string; [key: string]: unknown };
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function entries(
  report: { forEach(cb: (value: unknown) => void): void } | null | undefined,
): StatsEntry[] {
  const out: StatsEntry[] = [];
  report?.forEach((v) => {
    if (v && typeof v === 'object' && typeof (v as StatsEntry).type === 'string') out.push(v as StatsEntry);
  });
  return out;
}

/** The candidate pair in use: the transport's selected pair, else a nominated succeeded one. */
export function selectedPair(stats: StatsEntry[]): StatsEntry | null {
  const transport = stats.find(
    (s) => s.type === 'transport' && typeof s.selectedCandidatePairId === 'string',
  );
  if (transport) {
    const pair = stats.find((s) => s.type === 'candidate-pair' && s.id === transport.selectedCandidatePairId);
    if (pair) return pair;
  }
  return (
    stats.find((s) => s.type === 'candidate-pair' && s.state === 'succeeded' && s.nominated === true) ??
    stats.find((s) => s.type === 'candidate-pair' && s.state === 'succeeded') ??
    null
  );
}

export interface InboundTotals {
  packetsReceived: number;
  packetsLost: number;
  videoFramesDecoded: number;
  audioBytesReceived: number;
}

export function inboundTotals(stats: StatsEntry[]): InboundTotals {
  const t: InboundTotals = {
    packetsReceived: 0,
    packetsLost: 0,
    videoFramesDecoded: 0,
    audioBytesReceived: 0,
  };
  for (const s of stats) {
    if (s.type !== 'inbound-rtp') continue;
    t.packetsReceived += num(s.packetsReceived) ?? 0;
    t.packetsLost += Math.max(0, num(s.packetsLost) ?? 0);
    const kind = s.kind ?? s.mediaType;
    if (kind === 'video') t.videoFramesDecoded += num(s.framesDecoded) ?? 0;
    if (kind === 'audio') t.audioBytesReceived += num(s.bytesReceived) ?? 0;
  }
  return t;
}

/** Loss over an interval from two cumulative readings; null when nothing arrived in between. */
export function lossPercent(prev: InboundTotals | null, next: InboundTotals): number | null {
  const received = next.packetsReceived - (prev?.packetsReceived ?? 0);
  const lost = next.packetsLost - (prev?.packetsLost ?? 0);
  if (received < 0 || lost < 0 || received + lost <= 0) return null;
  return (lost / (received + lost)) * 100;
}

/** One sample from the send transport's and the receive transport's reports (either may be missing). */
export function sampleFrom(
  send: StatsEntry[],
  recv: StatsEntry[],
  prevInbound: InboundTotals | null,
): { sample: QualitySample; inbound: InboundTotals } {
  const sendPair = selectedPair(send);
  const recvPair = selectedPair(recv);
  const rtt = num(sendPair?.currentRoundTripTime) ?? num(recvPair?.currentRoundTripTime);
  const inbound = inboundTotals(recv);
  return {
    inbound,
    sample: {
      rttMs: rtt === null ? null : Math.round(rtt * 1000),
      packetLossPercent: lossPercent(prevInbound, inbound),
      availableOutgoingBitrate: num(sendPair?.availableOutgoingBitrate),
    },
  };
}

/**
 * Three poor samples in a row (about six seconds at one sample every two) switch the call to audio only: one
 * bad second should not take the picture away, a lasting bad network should not keep freezing it.
 */
export const POOR_SAMPLES_BEFORE_FALLBACK = 3;

export class QualityTracker {
  private poorStreak = 0;

  /** Returns true exactly once per run of poor samples, when the run gets long enough. */
  push(level: QualityLevel | null): boolean {
    if (level !== 'poor') {
      this.poorStreak = 0;
      return false;
    }
    this.poorStreak += 1;
    return this.poorStreak === POOR_SAMPLES_BEFORE_FALLBACK;
  }

  /** After the person turns video back on: give the network a fresh chance before falling back again. */
  reset(): void {
    this.poorStreak = 0;
  }
}
