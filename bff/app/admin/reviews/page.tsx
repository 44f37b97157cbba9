import '@oslonac/web/screens/therapist/therapist.css';
import { adminTherapistMessages } from '@oslonac/web/screens/admin-therapists/messages';
import { AdminReviewsScreen } from '@oslonac/web/screens/admin-therapists/ReviewsFeaturedScreens';
import { ADMIN_PAGE_SIZE, namesOf, reviewsPage } from '@/src/api/loaders/admin-therapists';
import { getLocale } from '@/src/server/session';
import { REVIEW_STATUSES, type ReviewStatusView } from '@/src/server/views/therapists';
import { requireAdmin } from '../../_shell/guards';
import { pageFrom, param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(adminTherapistMessages, 'metaReviews');

export default async function AdminReviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { actorToken } = await requireAdmin('/admin/reviews');
  const raw = param(params, 'status', 20) ?? '';
  const status: ReviewStatusView = (REVIEW_STATUSES as readonly string[]).includes(raw)
    ? (raw as ReviewStatusView)
    : 'pending';
  const page = pageFrom(params);
  const [result, locale] = await Promise.all([
    reviewsPage(actorToken, { status, page, pageSize: ADMIN_PAGE_SIZE }),
    getLocale(),
  ]);
  const names = await namesOf(
    actorToken,
    result.items.map((r) => r.profileId),
  );
  return (
    <AdminReviewsScreen
      locale={locale}
      reviews={result.items}
      total={result.total}
      page={page}
      pageSize={ADMIN_PAGE_SIZE}
      status={status}
      therapistNames={names}
    />
  );
}
