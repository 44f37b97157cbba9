import '@oslonac/web/screens/catalog/catalog.css';
import '@oslonac/web/screens/booking/booking.css';
import { toCyrillic } from '@oslonac/lang';
import { getT } from '@oslonac/web/i18n';
import { WaitlistBox } from '@oslonac/web/screens/booking/WaitlistBox';
import { catalogMessages } from '@oslonac/web/screens/catalog/messages';
import { ProfileScreen } from '@oslonac/web/screens/catalog/ProfileScreen';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { absoluteUrl, publicMetadata } from '@/app/_shell/public-page';
import { publicProfileOrNull, safeTaxonomy } from '@/src/api/loaders/catalog';
import { bffConfig } from '@/src/server/config';
import { getLocale, getSession } from '@/src/server/session';
import { joinWaitlistAction } from '../../_booking/actions';
import type { SearchParams } from '../../_shell/page-helpers';

export const dynamic = 'force-dynamic';

type Params = Promise<{ therapistSlug: string }>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Metadata and the page ask once per request; a bad slug or an unknown profile is a 404, never a 500.
const loadProfile = cache(async (slug: string) => {
  if (slug.length > 120 || !SLUG.test(slug)) return null;
  const session = await getSession();
  return publicProfileOrNull(slug, session?.actorToken);
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { therapistSlug } = await params;
  const [locale, body] = await Promise.all([getLocale(), loadProfile(therapistSlug)]);
  if (!body) return {};
  const t = getT(catalogMessages, locale);
  const p = body.profile;
  const serbian = (text: string) => (locale === 'sr-Cyrl' ? toCyrillic(text) : text);
  const title = serbian(p.title);
  const name = serbian(p.displayName);
  const bio = serbian(p.bio.replace(/\s+/g, ' ').trim());
  return publicMetadata({
    title: `${name}, ${title}`,
    description: t('profileMetaDescription', {
      name,
      title,
      topics: bio.length > 150 ? `${bio.slice(0, 147)}…` : bio,
    }),
    path: `/terapeuti/${p.slug}`,
    locale,
  });
}

function jsonLd(body: NonNullable<Awaited<ReturnType<typeof loadProfile>>>): string {
  const p = body.profile;
  const url = absoluteUrl(`/terapeuti/${p.slug}`);
  const individual = p.sessionTypes.find((s) => s.kind === 'individual' && s.priceRsd);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: `${p.displayName} — Oslonac`,
    url,
    areaServed: 'RS',
    availableLanguage: p.languages,
    ...(individual?.priceRsd
      ? { priceRange: `${Math.round(individual.priceRsd.amountMinor / 100)} RSD` }
      : {}),
    ...(p.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(p.ratingAverage.toFixed(1)),
            reviewCount: p.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    employee: {
      '@type': 'Person',
      name: p.displayName,
      jobTitle: p.title,
      url,
      ...(p.photoUrl ? { image: p.photoUrl } : {}),
      knowsLanguage: p.languages,
      ...(p.city
        ? { address: { '@type': 'PostalAddress', addressLocality: p.city, addressCountry: 'RS' } }
        : {}),
      alumniOf: p.education.map((e) => ({ '@type': 'EducationalOrganization', name: e.institution })),
    },
  };
  // '<' escaped so a bio can never close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export default async function TherapistPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { therapistSlug } = await params;
  const [locale, body, taxonomy, session, query] = await Promise.all([
    getLocale(),
    loadProfile(therapistSlug),
    safeTaxonomy(),
    getSession(),
    searchParams,
  ]);
  if (!body) notFound();
  // Booking's waitlist, for signed-in clients: offered the first time this therapist frees.
  const waitKind = (
    body.profile.sessionTypes.find((s) => s.kind === 'individual') ?? body.profile.sessionTypes[0]
  )?.kind;
  const waitlist =
    waitKind && session?.user.roles.includes('client') ? (
      <WaitlistBox
        locale={locale}
        therapistName={locale === 'sr-Cyrl' ? toCyrillic(body.profile.displayName) : body.profile.displayName}
        slug={body.profile.slug}
        kind={waitKind}
        action={joinWaitlistAction}
        signedIn
        signInHref="/app/login"
        back={`/terapeuti/${body.profile.slug}`}
        joined={query.lista === body.profile.slug}
      />
    ) : undefined;
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block, '<' escaped above
        dangerouslySetInnerHTML={{ __html: jsonLd(body) }}
      />
      <ProfileScreen
        locale={locale}
        therapist={body.profile}
        reviews={body.reviews}
        individualPrices={body.individualPrices}
        taxonomy={taxonomy}
        bookingEnabled={bffConfig().bookingEnabled}
        waitlist={waitlist}
      />
    </>
  );
}
