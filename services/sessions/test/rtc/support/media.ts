import type { RtcClient } from './rtc-client';

/** What a browser's mediasoup-client would send for a mic and a camera (the SFU does not see actual media here). */
export const audioRtp = (ssrc: number) => ({
  codecs: [
    {
      mimeType: 'audio/opus',
      payloadType: 111,
      clockRate: 48000,
      channels: 2,
      parameters: { useinbandfec: 1 },
    },
  ],
  encodings: [{ ssrc }],
  rtcp: { cname: `cname-${ssrc}` },
});

export const videoRtp = (ssrc: number) => ({
  codecs: [{ mimeType: 'video/VP8', payloadType: 96, clockRate: 90000 }],
  encodings: [{ ssrc }],
  rtcp: { cname: `cname-${ssrc}` },
});

export interface Transports {
  send: {
    id: string;
    iceParameters: Record<string, unknown>;
    iceCandidates: Record<string, unknown>[];
    dtlsParameters: Record<string, unknown>;
  };
  recv: { id: string };
}

/** The page's order after join (or admitted): capabilities, then both transports. */
export async function setUpMedia(
  client: RtcClient,
  routerRtpCapabilities: Record<string, unknown>,
): Promise<Transports> {
  await client.ok({ type: 'setRtpCapabilities', rtpCapabilities: routerRtpCapabilities });
  const send = await client.ok<Transports['send']>({ type: 'createTransport', direction: 'send' });
  const recv = await client.ok<Transports['recv']>({ type: 'createTransport', direction: 'recv' });
  return { send, recv };
}
