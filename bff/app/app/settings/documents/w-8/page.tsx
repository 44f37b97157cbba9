import '@oslonac/web/screens/therapist/therapist.css';
import { therapistMessages } from '@oslonac/web/screens/therapist/messages';
import { W8Screen } from '@oslonac/web/screens/therapist/SettingsScreens';
import { requireTherapist } from '@/app/_shell/guards';
import { findMyProfile, myW8Ben } from '@/src/api/loaders/therapist-settings';
import { getLocale } from '@/src/server/session';
import { titleMetadata } from '../../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(therapistMessages, 'metaW8');

export default async function W8Page() {
  const { actorToken } = await requireTherapist('/app/settings/documents/w-8');
  const [profile, locale] = await Promise.all([findMyProfile(actorToken), getLocale()]);
  const form = await myW8Ben(actorToken, profile !== null);
  return <W8Screen locale={locale} form={form} />;
}
