import { getLocale, requireUser } from '@/src/server/session';
import { titleMetadata } from '../../_shell/page-helpers';
import { SettingsIndexScreen, settingsMessages } from '../../_shell/screens';

export const generateMetadata = () => titleMetadata(settingsMessages, 'metaIndex');

export default async function SettingsPage() {
  const user = await requireUser('/app/settings');
  return <SettingsIndexScreen locale={await getLocale()} therapist={user.roles.includes('therapist')} />;
}
