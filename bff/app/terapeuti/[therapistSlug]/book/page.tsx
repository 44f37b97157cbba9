import '@oslonac/web/screens/booking/booking.css';
import '@oslonac/web/screens/booking/ips.css';
import { getT } from '@oslonac/web/i18n';
import { BookScreen, type BookStep, BookUnavailableScreen } from '@oslonac/web/screens/booking/BookScreen';
import { bookingMessages } from '@oslonac/web/screens/booking/messages';
import { bookHref } from '@oslonac/web/screens/booking/urls';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { UpstreamError } from '@/src/api/errors';
import { isUuid } from '@/src/api/ids';
import {
  chosenOffer,
  freeSlotAt,
  optionsOrNull,
  ownBooking,
  paymentOrNull,
  weekOf,
} from '@/src/api/loaders/book';
import { reportError } from '@/src/server/report';
import { getLocale, getSession } from '@/src/server/session';
import { loginPath } from '@/src/shared/next-path';
import {
  acceptOfferAction,
  holdAction,
  joinWaitlistAction,
  releaseAction,
  submitAction,
} from '../../../_booking/actions';
import { failureCode, problemText } from '../../../_booking/outcome';
import { viewerZone } from '../../../_booking/zone';
import { param, type SearchParams } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';

type Params = Promise<{ therapistSlug: string }>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const loadOptions = cache(async (slug: string) => {
  if (slug.length > 120 || !SLUG.test(slug)) return null;
  return optionsOrNull(slug, (await getSession())?.actorToken);
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { therapistSlug } = await params;
  const locale = await getLocale();
  const t = getT(bookingMessages, locale);
  const options = await loadOptions(therapistSlug).catch(() => null);
  return {
    title: options ? t('bookTitle', { name: options.therapist.displayName }) : t('bookMetaTitle'),
    robots: { index: false, follow: true },
  };
}

/** /terapeuti/{slug}/book: every step is an address, so it works with links and forms alone. */
export default async function BookPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { therapistSlug: slug } = await params;
  const [query, locale, session] = await Promise.all([searchParams, getLocale(), getSession()]);
  let options: Awaited<ReturnType<typeof loadOptions>>;
  try {
    options = await loadOptions(slug);
  } catch (err) {
    reportError(err, { where: 'booking.page.options' }, 'upstream');
    return <BookUnavailableScreen locale={locale} slug={slug} />;
  }
  if (!options) notFound();

  const zone = await viewerZone(param(query, 'zona', 64));
  const therapist = options.therapist;
  const offer = chosenOffer(therapist.sessionTypes, param(query, 'vrsta', 32));
  const rezervacija = param(query, 'rezervacija', 36);
  const termin = param(query, 'termin', 40);
  let problemCode = param(query, 'greska', 64);
  let step: BookStep = { step: 'kind' };

  try {
    if (rezervacija && isUuid(rezervacija)) {
      if (!session) redirect(loginPath(bookHref(slug, { rezervacija, zona: zone })));
      const own = await ownBooking(session.actorToken, rezervacija);
      if (own && own.therapistSlug === slug) {
        step = {
          step: 'booking',
          booking: own,
          payment: await paymentOrNull(session.actorToken, own),
          returnedUnpaid: param(query, 'placanje', 16) === 'prekinuto',
        };
      } else problemCode = 'booking.not_found';
    } else if (offer && termin && INSTANT.test(termin) && Number.isFinite(Date.parse(termin))) {
      const slot = await freeSlotAt(slug, offer, termin);
      if (slot) step = { step: 'review', offer, slot };
      else {
        problemCode ??= 'booking.slot_unavailable';
        step = { step: 'time', offer, week: await weekOf(slug, offer, zone, null, null) };
      }
    } else if (offer) {
      step = {
        step: 'time',
        offer,
        week: await weekOf(slug, offer, zone, param(query, 'od', 10), param(query, 'dan', 10)),
      };
    }
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    problemCode = failureCode(err, 'booking.page.load');
  }

  return (
    <BookScreen
      locale={locale}
      therapist={therapist}
      policySentences={options.policySentences}
      holdMinutes={options.holdMinutes}
      viewerZone={zone}
      step={step}
      viewer={{ signedIn: session !== null, client: session?.user.roles.includes('client') ?? false }}
      problem={problemText(problemCode, locale)}
      notices={{
        released: param(query, 'oslobodjeno', 1) === '1',
        waitlisted: param(query, 'lista', 120) === slug,
      }}
      actions={{
        hold: holdAction,
        submit: submitAction,
        release: releaseAction,
        acceptOffer: acceptOfferAction,
        joinWaitlist: joinWaitlistAction,
      }}
      autoHold={param(query, 'rezervisi', 1) === '1' && session !== null && step.step === 'review'}
    />
  );
}
