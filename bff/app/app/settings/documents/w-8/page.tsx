import '../../../../../../web/src/screens/therapist/therapist.css';
import { therapists } from '@/src/server/gateways/therapists';
import { findMyProfile } from '@/src/server/services/therapist-profile';
import { getLocale } from '@/src/server/session';
import { therapistMessages } from '../../../../../../web/src/screens/therapist/messages';
import { W8Screen } from '../../../../../../web/src/screens/therapist/SettingsScreens';
import { titleMetadata } from '../../../../_shell/page-helpers';
import { requireTherapist } from '../../../onboarding/terapeut/profil/therapist-page';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(therapistMessages, 'metaW8');

export default async function W8Page() {
  const { actorToken } = await requireTherapist('/app/settings/documents/w-8');
  const [profile, locale] = await Promise.all([findMyProfile(actorToken), getLocale()]);
  const form = profile ? await therapists.getW8Ben(actorToken) : null;
  return <W8Screen locale={locale} form={form} />;
}
