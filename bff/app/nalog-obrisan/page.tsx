import { headers } from 'next/headers';
import { erasureOfThisBrowser } from '@/src/api/loaders/privacy';
import { getLocale } from '@/src/server/session';
import { titleMetadata } from '../_shell/page-helpers';
import { ErasureStatusScreen, privacyMessages } from '../_shell/screens';

export const generateMetadata = () => titleMetadata(privacyMessages, 'metaDeleted');

/** After deleting an account: how far the erasure has come (the id is in an HttpOnly cookie, not the URL). */
export default async function AccountDeletedPage() {
  const [locale, h] = await Promise.all([getLocale(), headers()]);
  const { erasureId, status } = await erasureOfThisBrowser(h);
  return <ErasureStatusScreen locale={locale} erasureId={erasureId} status={status} />;
}
