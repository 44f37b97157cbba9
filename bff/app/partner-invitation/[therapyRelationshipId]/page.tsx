import { PartnerInvitationScreen } from '@oslonac/web/screens/calendar/PartnerInvitationScreen';
import { partnerMessages } from '@oslonac/web/screens/calendar/partner-messages';
import { isUuid } from '@/src/api/ids';
import { getLocale, getSession } from '@/src/server/session';
import { loginPath } from '@/src/shared/next-path';
import { titleMetadata } from '../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(partnerMessages, 'metaTitle');

/**
 * Public: the partner may not have an account yet. The token is in the link's fragment (#token=…), which never
 * reaches this server: the page's script reads it and asks POST /api/v1/partner-invitations/{id}. Signing in
 * or up returns here; the script kept the token in the browser meanwhile.
 */
export default async function PartnerInvitationPage({
  params,
}: {
  params: Promise<{ therapyRelationshipId: string }>;
}) {
  const { therapyRelationshipId } = await params;
  const [session, locale] = await Promise.all([getSession(), getLocale()]);
  const login = loginPath(`/partner-invitation/${encodeURIComponent(therapyRelationshipId)}`);
  return (
    <PartnerInvitationScreen
      locale={locale}
      invalid={!isUuid(therapyRelationshipId)}
      signedIn={session !== null}
      relationshipId={therapyRelationshipId}
      loginHref={login}
      signupHref={login.replace('/app/login?', '/app/login?mode=signup&')}
    />
  );
}
