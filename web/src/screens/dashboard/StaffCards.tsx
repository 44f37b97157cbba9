import { Card, LinkButton } from '@oslonac/web';
import { formatNumber, getT, type Locale } from '@oslonac/web/i18n';
import { dashboardMessages } from './messages';
import type { StaffOverview, StaffQueue, StaffQueueKey } from './types';

type Key = keyof typeof dashboardMessages.latin;

const LABEL: Record<StaffQueueKey, Key> = {
  verifications: 'queue_verifications',
  connect: 'queue_connect',
  reviews: 'queue_reviews',
  tickets: 'queue_tickets',
  reports: 'queue_reports',
  mail: 'queue_mail',
};

const SECOND_FACTOR_PATH = '/app/settings/account/dvostepena';

function countText(q: StaffQueue, locale: Locale): string {
  const t = getT(dashboardMessages, locale);
  if (q.count === null) return t('queueUnavailable');
  const count = formatNumber(q.count, locale);
  return q.capped ? t('queueCapped', { count }) : t('queueCount', { count });
}

/** The back office's queues, each with how many wait and a link to it; a queue that cannot be counted says so. */
export function StaffCards({ locale, overview }: { locale: Locale; overview: StaffOverview }) {
  const t = getT(dashboardMessages, locale);
  return (
    <Card title={t('queuesTitle')} className="s-section" data-testid="dashboard-queues">
      {overview.needsSecondFactor ? (
        <>
          <p>{t('secondFactorText')}</p>
          <LinkButton href={SECOND_FACTOR_PATH}>{t('secondFactorAction')}</LinkButton>
        </>
      ) : (
        <ul>
          {overview.queues.map((q) => (
            <li key={q.key} data-queue={q.key}>
              <a href={q.href}>{t(LABEL[q.key])}</a>
              {': '}
              <strong>{countText(q, locale)}</strong>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href="/admin">{t('adminAction')}</a>
      </p>
    </Card>
  );
}
