import '@oslonac/web/screens/therapist/therapist.css';
import { therapistMessages } from '@oslonac/web/screens/therapist/messages';
import { PricesScreen } from '@oslonac/web/screens/therapist/SettingsScreens';
import { requireTherapist } from '@/app/_shell/guards';
import { findMyProfile, myIndividualPrices } from '@/src/api/loaders/therapist-settings';
import { getLocale } from '@/src/server/session';
import { titleMetadata } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(therapistMessages, 'metaPrices');

export default async function IndividualPricesPage() {
  const { actorToken } = await requireTherapist('/app/settings/individualne-cene');
  const [profile, locale] = await Promise.all([findMyProfile(actorToken), getLocale()]);
  const prices = await myIndividualPrices(actorToken, profile !== null);
  return <PricesScreen locale={locale} prices={prices} />;
}
