'use client';

import { type ComponentPropsWithoutRef, useEffect, useRef } from 'react';

/** A <video> or <audio> showing one track or stream; srcObject can only be set from script. */
export function VideoView({
  source,
  ...rest
}: { source: MediaStreamTrack | MediaStream | null } & ComponentPropsWithoutRef<'video'>) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.srcObject = source instanceof MediaStream ? source : source ? new MediaStream([source]) : null;
    if (source) el.play().catch(() => undefined);
  }, [source]);
  // Sound plays through the separate <audio> elements: a muted video may autoplay everywhere.
  return <video ref={ref} autoPlay playsInline muted {...rest} />;
}

export function AudioOut({ track }: { track: MediaStreamTrack }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.srcObject = new MediaStream([track]);
    el.play().catch(() => undefined);
  }, [track]);
  // biome-ignore lint/a11y/useMediaCaption: live conversation audio; there is no caption track to offer.
  return <audio ref={ref} autoPlay hidden />;
}
