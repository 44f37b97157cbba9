import { isLocale, type Locale } from '@oslonac/web/i18n';
import { emailMessages } from '@oslonac/web/screens/emails/messages';
import { UnsubscribeScreen } from '@oslonac/web/screens/emails/UnsubscribeScreen';
import { cookies } from 'next/headers';
import { describeUnsubscribeLink } from '@/src/api/use-cases/notices';
import { getLocale } from '@/src/server/session';
import { LOCALE_COOKIE } from '@/src/shared/types';
import { titleMetadata } from '../../_shell/page-helpers';
import { unsubscribeAction } from './actions';

export const dynamic = 'force-dynamic';
// The token is in the address: no search engine keeps it, and no Referer carries it to the next page.
export const generateMetadata = async () => ({
  ...(await titleMetadata(emailMessages, 'unsubscribeMetaTitle')),
  robots: { index: false, follow: false },
  referrer: 'no-referrer' as const,
});

/**
 * Public: the token in the address is the credential (a link from an e-mail of an optional kind). Opening the
 * page only describes what would be turned off: link scanners follow GETs, so nothing changes until the button.
 */
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [info, chosen] = await Promise.all([
    describeUnsubscribeLink(token),
    (async () => ((await cookies()).has(LOCALE_COOKIE) ? getLocale() : null))(),
  ]);
  // The recipient's own language unless this browser has chosen one.
  const locale: Locale = chosen ?? (info && isLocale(info.locale) ? info.locale : await getLocale());
  return (
    <UnsubscribeScreen
      locale={locale}
      kind={info?.kind ?? null}
      alreadyOff={info?.unsubscribed ?? false}
      action={unsubscribeAction.bind(null, token)}
    />
  );
}
