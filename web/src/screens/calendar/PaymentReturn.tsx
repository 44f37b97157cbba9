'use client';

import { Notice } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useEffect, useRef, useState } from 'react';
import { bookingMessages } from '../booking/messages';
import type { Booking } from '../booking/types';
import { useRuntime } from '../shared/runtime';

export interface PaymentReturnProps {
  bookingId: string;
  /** Whether booking already said confirmed when the page was rendered. */
  confirmed: boolean;
  /** How many times to ask again, and how long to wait before each ask. */
  attempts?: number;
  intervalMs?: number;
}

type State = 'confirmed' | 'checking' | 'slow';

/**
 * Back from Stripe's page after paying (/app/calendar?placanje=<id>). The payment's webhook may still be on its
 * way: until booking says confirmed the page says so and asks again a few times, politely, then suggests a
 * refresh instead of asking forever.
 */
export function PaymentReturn({ bookingId, confirmed, attempts = 5, intervalMs = 2000 }: PaymentReturnProps) {
  const t = useT(bookingMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [state, setState] = useState<State>(confirmed ? 'confirmed' : 'checking');
  const runtimeRef = useRef(runtime);
  runtimeRef.current = runtime;

  useEffect(() => {
    if (confirmed) return;
    let left = attempts;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const check = async () => {
      left -= 1;
      try {
        const { booking } = await runtimeRef.current.api<{ booking: Booking }>(
          `/api/v1/bookings/${encodeURIComponent(bookingId)}`,
        );
        if (stopped) return;
        if (booking.status === 'confirmed') {
          setState('confirmed');
          // The lists below still show "awaiting payment": render them again.
          runtimeRef.current.refresh();
          return;
        }
      } catch {
        // A failed check is one of the attempts; the next one may succeed.
      }
      if (stopped) return;
      if (left > 0) timer = setTimeout(() => void check(), intervalMs);
      else setState('slow');
    };
    timer = setTimeout(() => void check(), intervalMs);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [bookingId, confirmed, attempts, intervalMs]);

  return (
    <div className="cal-flash">
      {state === 'confirmed' ? (
        <Notice tone="success" locale={locale} live="status">
          <p>{t('paidTitle')}</p>
        </Notice>
      ) : state === 'checking' ? (
        <Notice tone="info" title={t('paidCheckingTitle')} locale={locale} live="status">
          <p>{t('paidCheckingText')}</p>
        </Notice>
      ) : (
        <Notice tone="info" title={t('paidSlowTitle')} locale={locale} live="status">
          <p>{t('paidSlowText')}</p>
        </Notice>
      )}
    </div>
  );
}
