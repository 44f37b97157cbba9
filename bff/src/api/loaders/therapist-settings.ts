// What the signed-in therapist's own pages show (settings and onboarding), read on their behalf.

import { booking } from '../../server/gateways/booking';
import { therapists } from '../../server/gateways/therapists';
import { reportError } from '../../server/report';
import { UpstreamError } from '../errors';
import { findMyProfile } from '../handlers/therapist-profile';

export { findMyProfile };

/** Individual prices; none before the profile exists. */
export async function myIndividualPrices(actorToken: string, hasProfile: boolean) {
  return hasProfile ? therapists.listIndividualPrices(actorToken) : [];
}

/** Uploaded documents; none before the profile exists. */
export async function myDocuments(actorToken: string, hasProfile: boolean) {
  return hasProfile ? therapists.listDocuments(actorToken) : [];
}

/** The W-8BEN form as saved; null before the profile exists. */
export async function myW8Ben(actorToken: string, hasProfile: boolean) {
  return hasProfile ? therapists.getW8Ben(actorToken) : null;
}

/** Working hours and rules, or null (reported) when booking cannot answer: the page then says so calmly. */
export async function myAvailability(actorToken: string) {
  try {
    return await booking.getMyAvailability(actorToken);
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    reportError(err, { where: 'settings.calendar' }, 'upstream');
    return null;
  }
}
