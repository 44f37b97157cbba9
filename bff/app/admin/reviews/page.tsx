import '../../../../web/src/screens/therapist/therapist.css';
import { therapists } from '@/src/server/gateways/therapists';
import { getLocale } from '@/src/server/session';
import { REVIEW_STATUSES, type ReviewStatusView } from '@/src/server/views/therapists';
import { adminTherapistMessages } from '../../../../web/src/screens/admin-therapists/messages';
import { AdminReviewsScreen } from '../../../../web/src/screens/admin-therapists/ReviewsFeaturedScreens';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';
import { ADMIN_PAGE_SIZE, namesOf, pageFrom, requireAdmin } from '../users-therapists/admin-data';

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
    therapists.listReviews(actorToken, { status, page, pageSize: ADMIN_PAGE_SIZE }),
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
