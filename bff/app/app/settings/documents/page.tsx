import '../../../../../web/src/screens/therapist/therapist.css';
import { therapists } from '@/src/server/gateways/therapists';
import { findMyProfile } from '@/src/server/services/therapist-profile';
import { getLocale } from '@/src/server/session';
import { therapistMessages } from '../../../../../web/src/screens/therapist/messages';
import { DocumentsScreen } from '../../../../../web/src/screens/therapist/SettingsScreens';
import { titleMetadata } from '../../../_shell/page-helpers';
import { requireTherapist } from '../../onboarding/terapeut/profil/therapist-page';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(therapistMessages, 'metaDocuments');

export default async function DocumentsPage() {
  const { actorToken } = await requireTherapist('/app/settings/documents');
  const [profile, locale] = await Promise.all([findMyProfile(actorToken), getLocale()]);
  const documents = profile ? await therapists.listDocuments(actorToken) : [];
  return <DocumentsScreen locale={locale} documents={documents} />;
}
