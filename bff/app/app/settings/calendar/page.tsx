import '@oslonac/web/screens/calendar/calendar.css';
import { AvailabilityScreen } from '@oslonac/web/screens/calendar/AvailabilityScreen';
import { availabilityMessages } from '@oslonac/web/screens/calendar/availability-messages';
import { ReplyPromiseForm } from '@oslonac/web/screens/inbox/ReplyPromiseForm';
import { requireTherapist } from '@/app/_shell/guards';
import { myAvailability } from '@/src/api/loaders/therapist-settings';
import { replyPromiseOrNull } from '@/src/api/use-cases/inbox';
import { getLocale } from '@/src/server/session';
import { titleMetadata } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(availabilityMessages, 'metaTitle');

export default async function CalendarSettingsPage() {
  const { actorToken } = await requireTherapist('/app/settings/calendar');
  const [data, promise, locale] = await Promise.all([
    myAvailability(actorToken),
    replyPromiseOrNull(actorToken),
    getLocale(),
  ]);
  return (
    <AvailabilityScreen locale={locale} data={data}>
      <ReplyPromiseForm initial={promise} />
    </AvailabilityScreen>
  );
}
