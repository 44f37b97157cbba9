import '@oslonac/web/screens/calendar/calendar.css';
import { AvailabilityScreen } from '@oslonac/web/screens/calendar/AvailabilityScreen';
import { availabilityMessages } from '@oslonac/web/screens/calendar/availability-messages';
import { requireTherapist } from '@/app/_shell/guards';
import { myAvailability } from '@/src/api/loaders/therapist-settings';
import { getLocale } from '@/src/server/session';
import { titleMetadata } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(availabilityMessages, 'metaTitle');

export default async function CalendarSettingsPage() {
  const { actorToken } = await requireTherapist('/app/settings/calendar');
  const [data, locale] = await Promise.all([myAvailability(actorToken), getLocale()]);
  return <AvailabilityScreen locale={locale} data={data} />;
}
