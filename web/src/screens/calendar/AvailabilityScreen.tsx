import { Notice, PageHeader } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import type { ReactNode } from 'react';
import type { AvailabilityWithPolicy } from '../booking/types';
import { Page } from '../shared/Page';
import { AvailabilityForm } from './AvailabilityForm';
import { availabilityMessages } from './availability-messages';
import { CALENDAR_PATH } from './CalendarScreens';

/** /app/settings/calendar: a therapist's hours, exceptions, booking limits and cancellation policy. */
export function AvailabilityScreen({
  locale,
  data,
  children,
}: {
  locale: Locale;
  data: AvailabilityWithPolicy | null;
  /** Further settings about the therapist's hours (when they answer messages). */
  children?: ReactNode;
}) {
  const t = getT(availabilityMessages, locale);
  return (
    <Page width="normal">
      <PageHeader
        back={<a href="/app/settings">{t('back')}</a>}
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
        actions={<a href={CALENDAR_PATH}>{t('toCalendar')}</a>}
      />
      {data ? (
        <AvailabilityForm initial={data.availability} sentences={data.policySentences} />
      ) : (
        <Notice tone="warning" locale={locale} className="s-section">
          <p>{t('unavailable')}</p>
        </Notice>
      )}
      {children}
    </Page>
  );
}
