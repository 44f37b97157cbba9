// What /nalog-obrisan shows: the erasure named by this browser's short-lived cookie, as identity reports it.
import { readErasureId } from '../../server/erasure-cookie';
import { getErasureStatus } from '../../server/gateways/identity';
import { NotFound } from '../errors';

export async function erasureOfThisBrowser(headers: Headers) {
  const erasureId = readErasureId({ headers });
  if (!erasureId) return { erasureId: null, status: null };
  try {
    return { erasureId, status: await getErasureStatus(erasureId) };
  } catch (err) {
    if (err instanceof NotFound) return { erasureId: null, status: null };
    throw err;
  }
}
