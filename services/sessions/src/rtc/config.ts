/**
 * The part of the service config the SFU reads. main.ts passes the whole service config; this is a structural
 * subset, so the SFU's tests need only these fields.
 */
export interface RtcConfig {
  JOIN_TOKEN_SECRET: string;
  /** The built mediasoup-worker; unset means mediasoup's own lookup (MEDIASOUP_WORKER_BIN or its build folder). */
  MEDIASOUP_WORKER_BIN?: string;
  /** 0 = one worker per core. */
  RTC_WORKERS: number;
  RTC_LISTEN_IP: string;
  RTC_ANNOUNCED_ADDRESS: string;
  RTC_MIN_PORT: number;
  RTC_MAX_PORT: number;
  /** Comma-separated turn:/turns:/stun: URLs; empty means no TURN. */
  TURN_URLS: string;
  TURN_USERNAME: string;
  TURN_CREDENTIAL: string;
}

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

export function iceServersOf(config: RtcConfig): IceServer[] {
  const urls = config.TURN_URLS.split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (urls.length === 0) return [];
  return [
    {
      urls,
      ...(config.TURN_USERNAME ? { username: config.TURN_USERNAME } : {}),
      ...(config.TURN_CREDENTIAL ? { credential: config.TURN_CREDENTIAL } : {}),
    },
  ];
}
