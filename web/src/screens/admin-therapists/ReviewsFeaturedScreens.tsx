import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Button, Card, PageHeader, SelectField } from '@oslonac/web';
import { formatDate, getT, type Locale } from '@oslonac/web/i18n';
import type { ReviewStatus, TherapistReview } from '../catalog/types';
import { Page } from '../shared/Page';
import type { OwnProfile } from '../therapist/types';
import { AdminNav, Pager } from './AdminNav';
import { FeaturedRow } from './FeaturedRow';
import { ModerateReview } from './ModerateReview';
import { adminTherapistMessages } from './messages';

export type ReviewState = ReviewStatus;
export type AdminReview = TherapistReview;

const REVIEW_LABEL = {
  pending: 'reviewPending',
  published: 'reviewPublished',
  rejected: 'reviewRejected',
} as const;

export interface AdminReviewsScreenProps {
  locale: Locale;
  reviews: readonly AdminReview[];
  total: number;
  page: number;
  pageSize: number;
  status: ReviewState;
  /** Therapists' names by profile id, where known. */
  therapistNames: Readonly<Record<string, string>>;
}

export function AdminReviewsScreen({
  locale,
  reviews,
  total,
  page,
  pageSize,
  status,
  therapistNames,
}: AdminReviewsScreenProps) {
  const t = getT(adminTherapistMessages, locale);
  return (
    <Page width="normal">
      <PageHeader eyebrow={t('adminEyebrow')} title={t('reviewsTitle')} lead={t('reviewsLead')} />
      <AdminNav locale={locale} current="/admin/reviews" />
      <form method="get" action="/admin/reviews" className="s-filters s-section">
        <SelectField
          name="status"
          id="reviews-status"
          label={t('reviewStatusFilter')}
          defaultValue={status}
          options={(['pending', 'published', 'rejected'] as const).map((s) => ({
            value: s,
            label: t(REVIEW_LABEL[s]),
          }))}
        />
        <div className="o-cluster s-filters__actions">
          <Button type="submit">{t('show')}</Button>
        </div>
      </form>
      {reviews.length === 0 ? (
        <p className="s-section">{t('emptyReviews')}</p>
      ) : (
        <ul className="s-section o-stack t-rows">
          {reviews.map((r) => {
            const date = r.createdAt ? formatDate(r.createdAt, HOME_TIME_ZONE, locale) : '';
            return (
              <Card
                as="li"
                key={r.id}
                title={t('reviewFor', { name: therapistNames[r.profileId] ?? r.profileId })}
                headingLevel={2}
              >
                <p>
                  {t('reviewRating', { rating: r.rating })} · {date} ·{' '}
                  {t('reviewBy', { author: r.authorLabel || t('anonymousAuthor') })}
                </p>
                <p className="t-bio">{r.text || <span className="s-muted">{t('reviewNoText')}</span>}</p>
                {r.status === 'pending' ? <ModerateReview reviewId={r.id} /> : null}
              </Card>
            );
          })}
        </ul>
      )}
      <Pager
        locale={locale}
        page={page}
        total={total}
        pageSize={pageSize}
        href={(n) => `/admin/reviews?status=${status}${n > 1 ? `&page=${n}` : ''}`}
      />
    </Page>
  );
}

export function AdminFeaturedScreen({
  locale,
  profiles,
}: {
  locale: Locale;
  profiles: readonly OwnProfile[];
}) {
  const t = getT(adminTherapistMessages, locale);
  const ordered = [...profiles].sort(
    (a, b) => Number(b.featured) - Number(a.featured) || a.displayName.localeCompare(b.displayName, 'sr'),
  );
  return (
    <Page width="wide">
      <PageHeader eyebrow={t('adminEyebrow')} title={t('featuredTitle')} lead={t('featuredLead')} />
      <AdminNav locale={locale} current="/admin/featured-therapists" />
      <div className="s-table-wrap s-section">
        <table className="s-table">
          <caption>{t('featuredCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('colName')}</th>
              <th scope="col">{t('colFeatured')}</th>
            </tr>
          </thead>
          <tbody>
            {ordered.length === 0 ? (
              <tr>
                <td colSpan={2}>{t('emptyTherapists')}</td>
              </tr>
            ) : (
              ordered.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    <a href={`/admin/users-therapists/${encodeURIComponent(p.id)}`}>{p.displayName}</a>
                  </th>
                  <td>
                    <FeaturedRow profileId={p.id} name={p.displayName} featured={p.featured} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </Page>
  );
}
