import '@oslonac/web/screens/catalog/catalog.css';
import '@oslonac/web/screens/booking/booking.css';
import { getT } from '@oslonac/web/i18n';
import { type BoardOutcome, BoardScreen, type BoardValues } from '@oslonac/web/screens/booking/BoardScreen';
import { bookingMessages } from '@oslonac/web/screens/booking/messages';
import type { Metadata } from 'next';
import { z } from 'zod';
import { publicMetadata } from '@/app/_shell/public-page';
import { FreeSlotsQuery } from '@/src/api/booking-schemas';
import { boardInputOf, loadBoard, publicTherapist } from '@/src/api/handlers/booking-public';
import { safeTaxonomy } from '@/src/api/loaders/catalog';
import { getLocale, getSession } from '@/src/server/session';
import { joinWaitlistAction } from '../_booking/actions';
import { failureCode } from '../_booking/outcome';
import { viewerZone } from '../_booking/zone';
import { param, type SearchParams } from '../_shell/page-helpers';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = getT(bookingMessages, locale);
  return publicMetadata({
    title: t('boardTitle'),
    description: t('boardMetaDescription'),
    path: '/slobodni-termini',
    locale,
  });
}

// The page ignores parameters it does not know (utm_source…, zona, lista); the API refuses them.
const PageQuery = z.object(FreeSlotsQuery.shape);
const KEYS = ['window', 'specialty', 'language', 'maxPrice', 'pageToken'] as const;

/** /slobodni-termini: a GET form of filters over the board; every combination has its own address. */
export default async function FreeSlotsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, locale, session, taxonomy] = await Promise.all([
    searchParams,
    getLocale(),
    getSession(),
    safeTaxonomy(),
  ]);
  const raw: Record<string, string> = {};
  let repeated = false;
  for (const key of KEYS) {
    const v = params[key];
    if (Array.isArray(v)) repeated = true;
    else if (typeof v === 'string') raw[key] = v;
  }
  const values: BoardValues = {
    window: raw.window === '48' ? '48' : '168',
    specialty: (raw.specialty ?? '').slice(0, 64),
    language: (raw.language ?? '').slice(0, 5),
    maxPrice: (raw.maxPrice ?? '').slice(0, 7),
  };
  const zone = await viewerZone(param(params, 'zona', 64));
  const parsed = PageQuery.safeParse(raw);
  let outcome: BoardOutcome;
  if (repeated || !parsed.success) outcome = { kind: 'invalid' };
  else {
    try {
      const page = await loadBoard(boardInputOf(parsed.data));
      outcome = {
        kind: 'ok',
        entries: page.entries.map((e) => ({ therapist: publicTherapist(e.therapist), slots: e.slots })),
        nextPageToken: page.nextPageToken,
        paged: Boolean(parsed.data.pageToken),
      };
    } catch (err) {
      const code = failureCode(err, 'booking.board');
      outcome =
        code.startsWith('booking.') || code.startsWith('request.')
          ? { kind: 'invalid' }
          : { kind: 'unavailable' };
    }
  }
  return (
    <BoardScreen
      locale={locale}
      values={values}
      specialties={taxonomy.specialties}
      viewerZone={zone}
      outcome={outcome}
      viewer={{ signedIn: session !== null, client: session?.user.roles.includes('client') ?? false }}
      joinWaitlist={joinWaitlistAction}
      waitlisted={param(params, 'lista', 120)}
    />
  );
}
