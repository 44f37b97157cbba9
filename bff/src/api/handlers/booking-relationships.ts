// Waiting for a therapist's freed time, therapy relationships and couples' partner invitations.

import { booking } from '../../server/gateways/booking';
import type { WaitlistEntry } from '../../server/views/booking';
import { type EndpointContext, json, noContent } from '../route';
import { joinWaitlist as joinWaitlistAs } from '../use-cases/bookings';
import { endRelationship as endRelationshipAs } from '../use-cases/relationships';
import { publicTherapist } from './booking-public';
import { siteOrigin } from './booking-settings';

function waitlistEntryBody(e: WaitlistEntry) {
  return { ...e, therapist: e.therapist ? publicTherapist(e.therapist) : null };
}

/**
 * The link the partner opens: /partner-invitation/{relationshipId}#token=… The token rides in the fragment,
 * which browsers never send to a server (no access log, proxy or Referer sees it); the page's script posts it.
 */
export function partnerInvitationUrl(origin: string, relationshipId: string, token: string): string {
  return `${origin}/partner-invitation/${encodeURIComponent(relationshipId)}#token=${encodeURIComponent(token)}`;
}

export async function joinWaitlist(ctx: EndpointContext<'joinWaitlist'>): Promise<Response> {
  const entry = await joinWaitlistAs(ctx.session, ctx.body);
  return json({ entry: waitlistEntryBody(entry) }, 201);
}

export async function listMyWaitlist(ctx: EndpointContext<'myWaitlist'>): Promise<Response> {
  const entries = await booking.listMyWaitlist(ctx.session.actorToken);
  return json({ entries: entries.map(waitlistEntryBody) });
}

export async function leaveWaitlist(ctx: EndpointContext<'leaveWaitlist'>): Promise<Response> {
  await booking.leaveWaitlist(ctx.session.actorToken, ctx.params.id);
  return noContent();
}

export async function listMyRelationships(ctx: EndpointContext<'myRelationships'>): Promise<Response> {
  return json({ relationships: await booking.listMyRelationships(ctx.session.actorToken) });
}

export async function endRelationship(ctx: EndpointContext<'endRelationship'>): Promise<Response> {
  return json({ relationship: await endRelationshipAs(ctx.session, ctx.params) });
}

export async function invitePartner(ctx: EndpointContext<'invitePartner'>): Promise<Response> {
  const made = await booking.invitePartner(ctx.session.actorToken, ctx.params.id);
  return json(
    {
      url: partnerInvitationUrl(siteOrigin(ctx.req), ctx.params.id, made.token),
      expiresAt: made.invitation?.expiresAt ?? null,
    },
    201,
  );
}

export async function revokePartnerInvitation(
  ctx: EndpointContext<'revokePartnerInvitation'>,
): Promise<Response> {
  return json({ invitation: await booking.revokePartnerInvitation(ctx.session.actorToken, ctx.params.id) });
}

export async function getPartnerInvitation(ctx: EndpointContext<'partnerInvitation'>): Promise<Response> {
  return json(await booking.getPartnerInvitation(ctx.params.relationshipId, ctx.body.token));
}

export async function acceptPartnerInvitation(
  ctx: EndpointContext<'acceptPartnerInvitation'>,
): Promise<Response> {
  const relationship = await booking.acceptPartnerInvitation(ctx.session.actorToken, {
    relationshipId: ctx.params.relationshipId,
    token: ctx.body.token,
    partnerName: ctx.session.user.displayName,
  });
  return json({ relationship });
}
