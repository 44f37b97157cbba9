/**
 * The signalling channel between the session page (or /device-test) and the SFU, over one WebSocket at `/rtc`.
 * Both ends import these types; the SFU validates every arrival with `clientMessage` (zod), the browser validates
 * what the SFU sends with `serverMessage`. mediasoup's own parameter objects (RTP capabilities, ICE and DTLS
 * parameters) travel as opaque objects here: mediasoup checks their insides itself and answers a typed error.
 * Peers are user ids and roles only: the page gets names from the BFF, the SFU never looks anyone up.
 */
import { z } from 'zod';

/** mediasoup parameter objects: an object, bounded in size by the frame limit, checked inside by mediasoup. */
const opaque = z.record(z.string(), z.unknown());
const id = z.string().min(1).max(100);
const requestId = z.number().int().nonnegative();

export const mediaSources = ['mic', 'camera', 'screen'] as const;
export type MediaSource = (typeof mediaSources)[number];
export const roles = ['client', 'partner', 'therapist'] as const;
export type Role = (typeof roles)[number];

/** Requests: each carries `id`; the SFU answers with `{ type: 'result', id, ... }` or `{ type: 'error', id, ... }`. */
export const clientMessage = z.discriminatedUnion('type', [
  /** Enter a session with the token the BFF issued. The therapist is in at once; others wait to be admitted. */
  z.object({ type: z.literal('join'), id: requestId, token: z.string().min(20).max(2000) }),
  /** /device-test: a private room that sends the caller's own media back through the SFU. No account needed. */
  z.object({ type: z.literal('loopback'), id: requestId }),
  /** The browser's capabilities, after loading the router's: the SFU only creates consumers the browser can decode. */
  z.object({ type: z.literal('setRtpCapabilities'), id: requestId, rtpCapabilities: opaque }),
  z.object({ type: z.literal('createTransport'), id: requestId, direction: z.enum(['send', 'recv']) }),
  z.object({ type: z.literal('connectTransport'), id: requestId, transportId: id, dtlsParameters: opaque }),
  /** After a network drop: new ICE credentials for the transport (ICE restart). */
  z.object({ type: z.literal('restartIce'), id: requestId, transportId: id }),
  z.object({
    type: z.literal('produce'),
    id: requestId,
    transportId: id,
    kind: z.enum(['audio', 'video']),
    source: z.enum(mediaSources),
    rtpParameters: opaque,
  }),
  z.object({ type: z.literal('closeProducer'), id: requestId, producerId: id }),
  /** Mute / camera off (the others see it), and back. */
  z.object({ type: z.literal('pauseProducer'), id: requestId, producerId: id }),
  z.object({ type: z.literal('resumeProducer'), id: requestId, producerId: id }),
  /** Consumers start paused until the browser has wired them; also the audio-only fallback pauses remote video. */
  z.object({ type: z.literal('resumeConsumer'), id: requestId, consumerId: id }),
  z.object({ type: z.literal('pauseConsumer'), id: requestId, consumerId: id }),
  /** Therapist only: let someone in from the waiting room. */
  z.object({ type: z.literal('admit'), id: requestId, userId: id }),
  /** Therapist only: end the session for everyone. */
  z.object({ type: z.literal('endSession'), id: requestId }),
  z.object({ type: z.literal('leave'), id: requestId }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;
export type ClientRequestType = ClientMessage['type'];

export interface TransportOptions {
  id: string;
  iceParameters: Record<string, unknown>;
  iceCandidates: Record<string, unknown>[];
  dtlsParameters: Record<string, unknown>;
}

export interface PeerInfo {
  userId: string;
  role: Role;
  admitted: boolean;
}

export interface JoinResult {
  role: Role;
  admitted: boolean;
  routerRtpCapabilities: Record<string, unknown>;
  peers: PeerInfo[];
  /** When the room closes by itself (the end plus the grace period), ISO 8601. */
  closesAt: string;
  iceServers: { urls: string[]; username?: string; credential?: string }[];
}

/** What each request answers with. */
export interface ResultOf {
  join: JoinResult;
  loopback: Omit<JoinResult, 'role' | 'admitted' | 'peers' | 'closesAt'>;
  setRtpCapabilities: Record<string, never>;
  createTransport: TransportOptions;
  connectTransport: Record<string, never>;
  restartIce: { iceParameters: Record<string, unknown> };
  produce: { producerId: string };
  closeProducer: Record<string, never>;
  pauseProducer: Record<string, never>;
  resumeProducer: Record<string, never>;
  resumeConsumer: Record<string, never>;
  pauseConsumer: Record<string, never>;
  admit: Record<string, never>;
  endSession: Record<string, never>;
  leave: Record<string, never>;
}

/** Error codes a page can act on; `message` is for logs, the page shows its own Serbian text per code. */
export const errorCodes = [
  'bad_request',
  'rate_limited',
  'unauthorized',
  'not_open',
  'closed',
  'not_admitted',
  'forbidden',
  'not_found',
  'draining',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

const peer = z.object({ userId: z.string(), role: z.enum(roles), admitted: z.boolean() });

/** Everything the SFU sends: answers to requests and notifications. */
export const serverMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('result'), id: requestId, data: opaque }),
  z.object({
    type: z.literal('error'),
    id: requestId.nullable(),
    code: z.enum(errorCodes),
    message: z.string(),
  }),
  /** To the therapist: someone is in the waiting room. */
  z.object({ type: z.literal('peerWaiting'), peer }),
  /** To the one waiting: the therapist let them in. Create transports now. */
  z.object({ type: z.literal('admitted') }),
  z.object({ type: z.literal('peerJoined'), peer }),
  z.object({ type: z.literal('peerLeft'), userId: z.string() }),
  /** A remote track to receive; it starts paused, the browser resumes it once wired. */
  z.object({
    type: z.literal('newConsumer'),
    consumerId: z.string(),
    producerId: z.string(),
    userId: z.string(),
    kind: z.enum(['audio', 'video']),
    source: z.enum(mediaSources),
    rtpParameters: opaque,
    producerPaused: z.boolean(),
  }),
  z.object({ type: z.literal('consumerClosed'), consumerId: z.string() }),
  /** A remote participant muted or turned off their camera (paused: true), or back. */
  z.object({
    type: z.literal('producerState'),
    userId: z.string(),
    source: z.enum(mediaSources),
    paused: z.boolean(),
  }),
  /** The therapist ended the session, or its time ran out: the page says goodbye. */
  z.object({ type: z.literal('sessionEnded'), endedBy: z.enum(['therapist', 'time']) }),
  /**
   * The room is gone but the session is not over (its media worker died, or this SFU is shutting down): join again
   * with a fresh token; the SFU recreates the room (on another worker or pod).
   */
  z.object({ type: z.literal('rejoin'), reason: z.enum(['worker_died', 'draining']) }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;
export type ServerNotification = Exclude<ServerMessage, { type: 'result' } | { type: 'error' }>;

/** The largest frame either side accepts (SDP-sized parameter objects fit well within it). */
export const MAX_FRAME_BYTES = 64 * 1024;
/**
 * WebSocket close codes the SFU uses besides 1000 (after `leave`). `ended`: the room closed for this page (the session
 * ended, or after `rejoin`). `replaced`: the same person entered from another tab or device, which now holds the place:
 * do not reconnect from this one. `timeLimit`: the device test's two minutes are up.
 */
export const RTC_CLOSE_CODES = {
  ended: 4000,
  replaced: 4001,
  timeLimit: 4002,
  rateLimited: 4008,
  joinTimeout: 4010,
} as const;

/** The WebSocket path on the BFF's origin (the BFF proxies it, or the ingress routes it to the SFU). */
export const RTC_PATH = '/rtc';
