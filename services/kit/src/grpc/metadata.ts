import type { Metadata } from '@grpc/grpc-js';
import type { TextMapGetter, TextMapSetter } from '@opentelemetry/api';

// W3C trace context rides in gRPC metadata under the same lowercase keys as HTTP headers.
export const metadataGetter: TextMapGetter<Metadata> = {
  keys: (md) => Object.keys(md.getMap()),
  get: (md, key) => {
    const values = md.get(key).filter((v): v is string => typeof v === 'string');
    return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
  },
};

export const metadataSetter: TextMapSetter<Metadata> = {
  set: (md, key, value) => md.set(key, value),
};

export function bearerToken(md: Metadata): string | null {
  const raw = md.get('authorization')[0];
  if (typeof raw !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(raw);
  return m?.[1] ?? null;
}
