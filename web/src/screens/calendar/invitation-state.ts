// The partner invitation link carries its token in the fragment (#token=…): browsers never send a fragment to a
// server, so the token stays out of access logs, proxies and Referer headers. The page's script reads it and
// sends it in a POST body.

export type InvitationPageState =
  | { state: 'invalid' }
  /** No token in this browser: after signing in elsewhere (another device, the mail app's browser). */
  | { state: 'nolink' }
  | {
      state: 'pending' | 'accepted' | 'revoked' | 'expired';
      inviterName: string;
      therapistName: string;
      expiresAt: string | null;
    };

export interface InvitationInfo {
  invitation: { status: string; expiresAt: string | null } | null;
  inviterName: string;
  therapistName: string;
}

const TOKEN = /^[A-Za-z0-9_-]{20,256}$/;

/** The token from a location hash such as '#token=abc…', or null. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && TOKEN.test(token) ? token : null;
}

/**
 * Where this browser keeps the token while the partner signs in or up: the link's fragment does not survive
 * the sign-in round trip, and the sign-in link may open in another tab.
 */
export function invitationStorageKey(relationshipId: string): string {
  return `oslonac_invitation_${relationshipId}`;
}

const STATES = new Set(['pending', 'accepted', 'revoked', 'expired']);

/** What the page says about an invitation the service found. */
export function invitationPageState(info: InvitationInfo, now = Date.now()): InvitationPageState {
  const inv = info.invitation;
  if (!inv || !STATES.has(inv.status)) return { state: 'invalid' };
  const lapsed = inv.status === 'pending' && inv.expiresAt !== null && Date.parse(inv.expiresAt) <= now;
  return {
    state: lapsed ? 'expired' : (inv.status as 'pending' | 'accepted' | 'revoked' | 'expired'),
    inviterName: info.inviterName,
    therapistName: info.therapistName,
    expiresAt: inv.expiresAt,
  };
}

/** What the page says when the service refused: a wrong id or token looks like one that does not exist. */
export function invitationProblemState(code: string): InvitationPageState {
  const none = { inviterName: '', therapistName: '', expiresAt: null };
  if (code === 'booking.invitation_expired') return { state: 'expired', ...none };
  if (code === 'booking.invitation_used') return { state: 'accepted', ...none };
  return { state: 'invalid' };
}
