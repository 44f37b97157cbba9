import { Avatar } from '@oslonac/web';
import { formatDateTime, formatMoney, getT, type Locale } from '@oslonac/web/i18n';
import { nameOf, serbian } from './labels';
import { catalogMessages } from './messages';
import type { CatalogTaxonomy, CatalogTherapist } from './types';

export function lowestIndividualPrice(t: CatalogTherapist) {
  const prices = t.sessionTypes
    .filter((s) => s.kind === 'individual' && s.priceRsd)
    .map((s) => s.priceRsd!.amountMinor);
  return prices.length ? Math.min(...prices) : null;
}

export function ratingText(t: CatalogTherapist, locale: Locale): string {
  const tr = getT(catalogMessages, locale);
  if (t.reviewCount === 0) return tr('noReviews');
  return tr('rating', {
    average: t.ratingAverage.toLocaleString(locale === 'en' ? 'en-GB' : 'sr-RS', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
    reviews: tr('reviewsCount', { count: t.reviewCount }),
  });
}

/** "Prvi slobodan termin: …" in Belgrade time, or null while booking has not reported one. */
export function firstFreeSlotText(t: CatalogTherapist, locale: Locale): string | null {
  if (!t.firstFreeSlot) return null;
  const when = formatDateTime(t.firstFreeSlot, 'Europe/Belgrade', locale, { dateStyle: 'full' });
  return getT(catalogMessages, locale)('firstFreeSlot', { when });
}

/** One therapist in a list: who, what they work with, from what price. The name is the link. */
export function TherapistCard({
  therapist: t,
  taxonomy,
  locale,
  headingLevel = 2,
}: {
  therapist: CatalogTherapist;
  taxonomy: CatalogTaxonomy;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const tr = getT(catalogMessages, locale);
  const price = lowestIndividualPrice(t);
  const freeSlot = firstFreeSlotText(t, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = serbian(t.displayName, locale);
  const topics = t.specialties.slice(0, 4).map((s) => nameOf(s, taxonomy.specialties, locale));
  return (
    <article className="c-card" aria-labelledby={`t-${t.id}`}>
      <div className="c-card__head">
        <Avatar name={name} photoUrl={t.photoUrl || null} alt="" size="medium" />
        <div>
          <Heading className="c-card__name" id={`t-${t.id}`}>
            <a href={`/terapeuti/${t.slug}`}>{name}</a>
          </Heading>
          <p className="c-card__title">
            {serbian(t.title, locale)}
            {t.city ? ` · ${serbian(t.city, locale)}` : ''}
          </p>
          <p className="c-badges">
            {t.featured ? (
              <span className="c-badge c-badge--featured" title={tr('featuredHint')}>
                {tr('featured')}
              </span>
            ) : null}
            {t.verification?.degreeChecked ? <span className="c-badge">{tr('verified')}</span> : null}
          </p>
        </div>
      </div>
      {topics.length ? <p className="c-card__topics">{topics.join(' · ')}</p> : null}
      <ul className="c-facts">
        {t.yearsOfPractice > 0 ? <li>{tr('yearsOfPractice', { count: t.yearsOfPractice })}</li> : null}
        {t.worksWithCouples ? <li>{tr('worksWithCouples')}</li> : null}
        <li>
          {price !== null ? tr('fromPrice', { price: formatMoney(price, 'RSD', locale) }) : tr('noPrice')}
        </li>
        <li>{ratingText(t, locale)}</li>
        {freeSlot ? <li>{freeSlot}</li> : null}
      </ul>
    </article>
  );
}
