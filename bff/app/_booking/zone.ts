import { HOME_TIME_ZONE, isTimeZone } from '@oslonac/lang';
import { ZONE_COOKIE } from '@oslonac/web/screens/booking/time';
import { cookies } from 'next/headers';

/** The visitor's zone: named in the address, else remembered from their browser, else Belgrade. */
export async function viewerZone(fromAddress: string | null): Promise<string> {
  if (isTimeZone(fromAddress)) return fromAddress;
  const remembered = (await cookies()).get(ZONE_COOKIE)?.value;
  const decoded = remembered ? decodeURIComponent(remembered) : null;
  return isTimeZone(decoded) ? decoded : HOME_TIME_ZONE;
}
