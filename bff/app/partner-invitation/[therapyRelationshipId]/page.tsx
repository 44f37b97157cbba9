import { status } from '@grpc/grpc-js';
import { errorCodeOf } from '@oslonac/kit/grpc-client';
import { loginPath } from '@/src/api/next-path';
import { booking } from '@/src/server/gateways/booking';
import { getLocale, getSession } from '@/src/server/session';
import {
  type InvitationPageState,
  PartnerInvitationScreen,
} from '../../../../web/src/screens/calendar/PartnerInvitationScreen';
import { partnerMessages } from '../../../../web/src/screens/calendar/partner-messages';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(partnerMessages, 'metaTitle');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{20,256}$/;

/** The invitation as the page shows it; a wrong id or token looks like one that does not exist. */
async function load(relationshipId: string, token: string | null): Promise<InvitationPageState> {
  if (!UUID.test(relationshipId) || !token || !TOKEN.test(token)) return { state: 'invalid' };
  try {
    const info = await booking.getPartnerInvitation(relationshipId, token);
    const inv = info.invitation;
    if (!inv) return { state: 'invalid' };
    const lapsed =
      inv.status === 'pending' && inv.expiresAt !== null && Date.parse(inv.expiresAt) <= Date.now();
    return {
      state: lapsed ? 'expired' : inv.status,
      inviterName: info.inviterName,
      therapistName: info.therapistName,
      expiresAt: inv.expiresAt,
    };
  } catch (err) {
    const info = errorCodeOf(err);
    if (info?.code === 'booking.invitation_expired')
      return { state: 'expired', inviterName: '', therapistName: '', expiresAt: null };
    if (info?.code === 'booking.invitation_used')
      return { state: 'accepted', inviterName: '', therapistName: '', expiresAt: null };
    if (info && (info.status === status.NOT_FOUND || info.status === status.INVALID_ARGUMENT))
      return { state: 'invalid' };
    throw err;
  }
}

/** Public: the partner may not have an account yet. Signing in or up returns here, token included. */
export default async function PartnerInvitationPage({
  params,
  searchParams,
}: {
  params: Promise<{ therapyRelationshipId: string }>;
  searchParams: SearchParams;
}) {
  const { therapyRelationshipId } = await params;
  const token = param(await searchParams, 'token', 256);
  const [view, session, locale] = await Promise.all([
    load(therapyRelationshipId, token),
    getSession(),
    getLocale(),
  ]);
  const here = `/partner-invitation/${encodeURIComponent(therapyRelationshipId)}?token=${encodeURIComponent(token ?? '')}`;
  const login = loginPath(here);
  return (
    <PartnerInvitationScreen
      locale={locale}
      view={view}
      signedIn={session !== null}
      relationshipId={therapyRelationshipId}
      token={token ?? ''}
      loginHref={login}
      signupHref={login.replace('/app/login?', '/app/login?mode=signup&')}
    />
  );
}
