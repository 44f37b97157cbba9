import '@oslonac/web/screens/therapist/therapist.css';
import { therapistMessages } from '@oslonac/web/screens/therapist/messages';
import { DocumentsScreen } from '@oslonac/web/screens/therapist/SettingsScreens';
import { requireTherapist } from '@/app/_shell/guards';
import { findMyProfile, myDocuments } from '@/src/api/loaders/therapist-settings';
import { getLocale } from '@/src/server/session';
import { titleMetadata } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(therapistMessages, 'metaDocuments');

export default async function DocumentsPage() {
  const { actorToken } = await requireTherapist('/app/settings/documents');
  const [profile, locale] = await Promise.all([findMyProfile(actorToken), getLocale()]);
  const documents = await myDocuments(actorToken, profile !== null);
  return <DocumentsScreen locale={locale} documents={documents} />;
}
