/**
 * What the call's quality indicator says and when the call falls back to audio only, from the WebRTC statistics
 * a browser reports; and how long a dropped call waits before each new try.
 */
import { describe, expect, it } from '@jest/globals';
import { RECONNECT_CAP_MS, reconnectDelay } from '../src/screens/session/backoff';
import {
  classifyQuality,
  entries,
  inboundTotals,
  lossPercent,
  POOR_SAMPLES_BEFORE_FALLBACK,
  QualityTracker,
  sampleFrom,
} from '../src/screens/session/quality';

const report = (...stats: Record<string, unknown>[]) => new Map(stats.map((s, i) => [String(s.id ?? i), s]));

describe('classifyQuality', () => {
  it('calls a fast, clean, roomy connection good', () => {
    expect(classifyQuality({ rttMs: 40, packetLossPercent: 0, availableOutgoingBitrate: 2_000_000 })).toBe(
      'good',
    );
  });

  it('calls it medium when one measure is only so-so', () => {
    expect(classifyQuality({ rttMs: 250, packetLossPercent: 0, availableOutgoingBitrate: 2_000_000 })).toBe(
      'medium',
    );
    expect(classifyQuality({ rttMs: 40, packetLossPercent: 5, availableOutgoingBitrate: 2_000_000 })).toBe(
      'medium',
    );
    expect(classifyQuality({ rttMs: 40, packetLossPercent: 0, availableOutgoingBitrate: 300_000 })).toBe(
      'medium',
    );
  });

  it('calls it poor when any measure is bad, however good the others', () => {
    expect(classifyQuality({ rttMs: 600, packetLossPercent: 0, availableOutgoingBitrate: 2_000_000 })).toBe(
      'poor',
    );
    expect(classifyQuality({ rttMs: 20, packetLossPercent: 12, availableOutgoingBitrate: 2_000_000 })).toBe(
      'poor',
    );
    expect(classifyQuality({ rttMs: 20, packetLossPercent: 0, availableOutgoingBitrate: 100_000 })).toBe(
      'poor',
    );
  });

  it('judges by what is known and says nothing before any measurement', () => {
    expect(classifyQuality({ rttMs: 60, packetLossPercent: null, availableOutgoingBitrate: null })).toBe(
      'good',
    );
    expect(
      classifyQuality({ rttMs: null, packetLossPercent: null, availableOutgoingBitrate: null }),
    ).toBeNull();
  });
});

describe('reading stats reports', () => {
  const send = report(
    { id: 'T1', type: 'transport', selectedCandidatePairId: 'CP2' },
    { id: 'CP1', type: 'candidate-pair', state: 'failed', currentRoundTripTime: 5 },
    {
      id: 'CP2',
      type: 'candidate-pair',
      state: 'succeeded',
      currentRoundTripTime: 0.085,
      availableOutgoingBitrate: 1.2e6,
    },
  );
  const recv = report(
    { id: 'P', type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: 0.09 },
    {
      id: 'A',
      type: 'inbound-rtp',
      kind: 'audio',
      packetsReceived: 900,
      packetsLost: 0,
      bytesReceived: 48_000,
    },
    {
      id: 'V1',
      type: 'inbound-rtp',
      kind: 'video',
      packetsReceived: 1000,
      packetsLost: 50,
      framesDecoded: 300,
    },
    { id: 'V2', type: 'inbound-rtp', kind: 'video', packetsReceived: 100, packetsLost: 0, framesDecoded: 30 },
  );

  it('takes round trip and bitrate from the selected candidate pair, not a failed one', () => {
    const { sample } = sampleFrom(entries(send), entries(recv), null);
    expect(sample.rttMs).toBe(85);
    expect(sample.availableOutgoingBitrate).toBe(1.2e6);
  });

  it('adds up every incoming stream: decoded frames, audio bytes, packets', () => {
    expect(inboundTotals(entries(recv))).toEqual({
      packetsReceived: 2000,
      packetsLost: 50,
      videoFramesDecoded: 330,
      audioBytesReceived: 48_000,
    });
  });

  it('measures loss over the interval between two samples', () => {
    const before = { packetsReceived: 1000, packetsLost: 10, videoFramesDecoded: 0, audioBytesReceived: 0 };
    const after = { packetsReceived: 1900, packetsLost: 110, videoFramesDecoded: 0, audioBytesReceived: 0 };
    expect(lossPercent(before, after)).toBe(10);
    expect(lossPercent(after, after)).toBeNull();
  });

  it('falls back to the receive side when nothing is being sent', () => {
    const { sample } = sampleFrom([], entries(recv), null);
    expect(sample.rttMs).toBe(90);
    expect(sample.availableOutgoingBitrate).toBeNull();
  });
});

describe('QualityTracker', () => {
  it('asks for audio only once, after a run of poor samples', () => {
    const tracker = new QualityTracker();
    const answers = ['poor', 'poor', 'good', 'poor', 'poor', 'poor', 'poor', 'poor'].map((l) =>
      tracker.push(l as 'poor' | 'good'),
    );
    expect(POOR_SAMPLES_BEFORE_FALLBACK).toBe(3);
    expect(answers).toEqual([false, false, false, false, false, true, false, false]);
  });

  it('starts counting afresh after the person turns video back on', () => {
    const tracker = new QualityTracker();
    tracker.push('poor');
    tracker.push('poor');
    tracker.push('poor');
    tracker.reset();
    expect([tracker.push('poor'), tracker.push('poor'), tracker.push('poor')]).toEqual([false, false, true]);
  });
});

describe('reconnectDelay', () => {
  it('doubles from half a second and never waits longer than the cap', () => {
    const top = (attempt: number) => reconnectDelay(attempt, () => 1);
    expect([0, 1, 2, 3].map(top)).toEqual([500, 1000, 2000, 4000]);
    expect(top(10)).toBe(RECONNECT_CAP_MS);
    expect(top(1000)).toBe(RECONNECT_CAP_MS);
  });

  it('spreads pages out over the upper half of each step', () => {
    expect(reconnectDelay(2, () => 0)).toBe(1000);
    expect(reconnectDelay(2, () => 0.5)).toBe(1500);
  });
});
