// A therapist's own profile: the draft they fill in, and sending it for verification. The therapists service
// decides what a complete profile is and who may edit; the BFF only shapes the JSON.

import { NotFound, UpstreamError } from '../../server/gateways/errors';
import { therapists } from '../../server/gateways/therapists';
import { type Message, MISSING_PROFILE_MESSAGES } from '../../server/messages';
import { HttpProblem } from '../../server/problem';
import type { ProfileView } from '../../server/views/therapists';
import { type EndpointContext, json } from '../route';

/** The caller's profile, or null before the first save (the service answers NOT_FOUND then). */
export async function findMyProfile(actorToken: string): Promise<ProfileView | null> {
  try {
    return await therapists.getMyProfile(actorToken);
  } catch (err) {
    if (err instanceof NotFound) return null;
    throw err;
  }
}

export async function getMyProfile(ctx: EndpointContext<'myTherapistProfile'>): Promise<Response> {
  return json({ profile: await findMyProfile(ctx.session.actorToken) });
}

export async function saveMyProfile(ctx: EndpointContext<'saveTherapistProfile'>): Promise<Response> {
  const profile = await therapists.saveMyProfile(ctx.session.actorToken, ctx.body);
  return json({ profile });
}

export async function submitMyProfile(ctx: EndpointContext<'submitTherapistProfile'>): Promise<Response> {
  try {
    return json({ profile: await therapists.submitMyProfile(ctx.session.actorToken) });
  } catch (err) {
    if (!(err instanceof UpstreamError) || err.code !== 'therapists.profile_incomplete') throw err;
    // The service names every missing part; the therapist gets one plain sentence for each.
    const errors: Record<string, Message> = {};
    for (const field of (err.meta.missing ?? '').split(',')) {
      const message = MISSING_PROFILE_MESSAGES[field];
      if (message) errors[field] = message;
    }
    throw new HttpProblem(409, 'therapists.profile_incomplete', { errors });
  }
}
