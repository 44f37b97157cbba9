'use client';

import { useLocale, useT } from '@oslonac/web/i18n';
import { calendarMessages } from '../calendar/messages';
import { dateAndTime, otherClock } from '../calendar/time';
import { useTimeZone } from '../shared/timeZone';

/**
 * When a session starts, on the client's own clock exactly as /app/calendar shows it (Belgrade while rendering on
 * the server, the browser's zone after hydration), with the therapist's clock beside it when it reads differently.
 */
export function SessionTime({ startsAt, therapistZone }: { startsAt: string; therapistZone: string }) {
  const t = useT(calendarMessages);
  const locale = useLocale();
  const zone = useTimeZone();
  const other = otherClock(startsAt, zone, therapistZone, locale);
  return (
    <>
      {dateAndTime(startsAt, zone, locale)}
      {other ? <span className="s-muted"> {t('alsoThere', { other })}</span> : null}
    </>
  );
}
