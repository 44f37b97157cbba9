import '../../../../../web/src/screens/calendar/calendar.css';
import { errorCodeOf } from '@oslonac/kit/grpc-client';
import { booking } from '@/src/server/gateways/booking';
import { reportError } from '@/src/server/report';
import { getLocale } from '@/src/server/session';
import { AvailabilityScreen } from '../../../../../web/src/screens/calendar/AvailabilityScreen';
import { availabilityMessages } from '../../../../../web/src/screens/calendar/availability-messages';
import { titleMetadata } from '../../../_shell/page-helpers';
import { requireTherapist } from '../../onboarding/terapeut/profil/therapist-page';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(availabilityMessages, 'metaTitle');

async function load(actorToken: string) {
  try {
    return await booking.getMyAvailability(actorToken);
  } catch (err) {
    if (!errorCodeOf(err)) throw err;
    reportError(err, { where: 'settings.calendar' }, 'upstream');
    return null;
  }
}

export default async function CalendarSettingsPage() {
  const { actorToken } = await requireTherapist('/app/settings/calendar');
  const [data, locale] = await Promise.all([load(actorToken), getLocale()]);
  return <AvailabilityScreen locale={locale} data={data} />;
}
