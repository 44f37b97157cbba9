import { Avatar, Card, LinkButton, Notice } from '@oslonac/web';
import { formatDate, formatMoney, getT, type Locale } from '@oslonac/web/i18n';
import type { ReactNode } from 'react';
import { Page } from '../shared/Page';
import { languageName, nameOf, serbian } from './labels';
import { catalogMessages } from './messages';
import { firstFreeSlotText, ratingText } from './TherapistCard';
import type { CatalogReview, CatalogSessionType, CatalogTaxonomy, CatalogTherapist } from './types';

export interface ProfileScreenProps {
  locale: Locale;
  therapist: CatalogTherapist;
  reviews: readonly CatalogReview[];
  /** Prices this therapist set for the viewing client only; empty for everyone else. */
  individualPrices: readonly CatalogSessionType[];
  taxonomy: CatalogTaxonomy;
  bookingEnabled: boolean;
  /** "Javi mi kad se oslobodi termin" for signed-in clients (booking's waitlist), under the booking link. */
  waitlist?: ReactNode;
}

const KIND_KEY = {
  individual: 'kindIndividual',
  couples: 'kindCouples',
  first_consultation: 'kindFirst',
} as const;

function priceText(s: CatalogSessionType, locale: Locale): string {
  const t = getT(catalogMessages, locale);
  const rsd = s.priceRsd ? formatMoney(s.priceRsd.amountMinor, 'RSD', locale) : null;
  const eur = s.priceEur ? formatMoney(s.priceEur.amountMinor, 'EUR', locale) : null;
  if (rsd && eur) return t('priceBoth', { rsd, eur });
  return rsd ?? eur ?? t('noPrice');
}

function SessionTable({ locale, types }: { locale: Locale; types: readonly CatalogSessionType[] }) {
  const t = getT(catalogMessages, locale);
  return (
    <ul className="c-prices">
      {types.map((s) => (
        <li key={s.kind}>
          <span className="c-prices__kind">
            {t(KIND_KEY[s.kind])}{' '}
            <span className="s-muted">({t('minutes', { count: s.durationMinutes })})</span>
          </span>
          <span className="c-prices__price">{priceText(s, locale)}</span>
        </li>
      ))}
    </ul>
  );
}

function TermList({ items }: { items: string[] }) {
  return (
    <ul className="c-chips">
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

/** A therapist's public profile: who they are, what was checked, what they work with, and what it costs. */
export function ProfileScreen({
  locale,
  therapist: p,
  reviews,
  individualPrices,
  taxonomy,
  bookingEnabled,
  waitlist,
}: ProfileScreenProps) {
  const t = getT(catalogMessages, locale);
  const v = p.verification;
  const checked = v && (v.degreeChecked || v.licenceNumber || v.supervisionChecked);
  const freeSlot = firstFreeSlotText(p, locale);
  const name = serbian(p.displayName, locale);
  return (
    <Page width="normal">
      <p className="c-back">
        <a href="/terapeuti">{t('breadcrumbCatalog')}</a>
      </p>
      <header className="c-profile-head">
        <Avatar name={name} photoUrl={p.photoUrl || null} alt={name} size="large" />
        <div>
          <h1 className="c-profile-head__name">{name}</h1>
          <p className="c-profile-head__title">
            {serbian(p.title, locale)}
            {p.city ? ` · ${serbian(p.city, locale)}` : ''} · {t('online')}
          </p>
          <p className="c-badges">
            {p.featured ? (
              <span className="c-badge c-badge--featured" title={t('featuredHint')}>
                {t('featured')}
              </span>
            ) : null}
            {checked ? <span className="c-badge">{t('verified')}</span> : null}
          </p>
          <p>{ratingText(p, locale)}</p>
          {p.yearsOfPractice > 0 ? <p>{t('yearsOfPractice', { count: p.yearsOfPractice })}</p> : null}
          {freeSlot ? <p>{freeSlot}</p> : null}
        </div>
      </header>

      <div className="o-cluster s-section">
        {bookingEnabled ? (
          <LinkButton href={`/terapeuti/${p.slug}/book`}>{t('book')}</LinkButton>
        ) : (
          <Notice tone="info" title={t('bookingOff')} locale={locale} live="off">
            <p>
              {t('bookingOffText')} <a href="/povezi-me">{t('connectMe')}</a>
            </p>
          </Notice>
        )}
      </div>
      {bookingEnabled ? waitlist : null}

      <Card title={t('verificationHeading')} className="s-section">
        {checked && v ? (
          <ul className="c-checks">
            {v.degreeChecked ? <li>{t('verificationDegree')}</li> : null}
            {v.licenceNumber ? <li>{t('verificationLicence', { number: v.licenceNumber })}</li> : null}
            {v.association ? <li>{t('verificationAssociation', { name: v.association })}</li> : null}
            {v.supervisionChecked ? <li>{t('verificationSupervision')}</li> : null}
            {v.checkedAt ? (
              <li className="s-muted">
                {t('verificationDate', { date: formatDate(v.checkedAt, 'Europe/Belgrade', locale) })}
              </li>
            ) : null}
          </ul>
        ) : (
          <p>{t('notVerified')}</p>
        )}
      </Card>

      {p.bio ? (
        <Card title={t('aboutTitle')} className="s-section">
          <div className="o-prose">
            {p.bio.split(/\n{2,}/).map((para, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text have no other identity
              <p key={i}>{para}</p>
            ))}
          </div>
        </Card>
      ) : null}

      <Card title={t('pricesHeading')} className="s-section">
        <SessionTable locale={locale} types={p.sessionTypes} />
        {individualPrices.length ? (
          <>
            <h3 className="c-subtitle">{t('yourPricesHeading')}</h3>
            <p className="s-muted">{t('yourPricesText')}</p>
            <SessionTable locale={locale} types={individualPrices} />
          </>
        ) : null}
      </Card>

      {p.specialties.length ? (
        <Card title={t('specialtiesHeading')} className="s-section">
          <ul className="c-chips">
            {p.specialties.map((s) => (
              <li key={s}>
                <a href={`/terapija/${s}`}>{nameOf(s, taxonomy.specialties, locale)}</a>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      {p.approaches.length ? (
        <Card title={t('approachesHeading')} className="s-section">
          <TermList items={p.approaches.map((a) => nameOf(a, taxonomy.approaches, locale))} />
        </Card>
      ) : null}

      {p.languages.length ? (
        <Card title={t('languagesHeading')} className="s-section">
          <TermList items={p.languages.map((l) => languageName(l, locale))} />
        </Card>
      ) : null}

      {p.education.length ? (
        <Card title={t('educationHeading')} className="s-section">
          <ul>
            {p.education.map((e) => (
              <li key={`${e.institution}-${e.degree}-${e.year}`}>
                {e.degree}, {e.institution}
                {e.year ? ` (${e.year})` : ''}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      {p.certifications.length ? (
        <Card title={t('certificationsHeading')} className="s-section">
          <ul>
            {p.certifications.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </Card>
      ) : null}

      <Card title={t('reviewsHeading')} className="s-section">
        {reviews.length === 0 ? (
          <p>{t('noReviews')}</p>
        ) : (
          <ul className="c-reviews">
            {reviews.map((r) => (
              <li key={r.id}>
                <p className="c-reviews__stars">
                  <span aria-hidden="true">
                    {'★'.repeat(r.rating)}
                    {'☆'.repeat(Math.max(0, 5 - r.rating))}
                  </span>
                  <span className="o-visually-hidden">{t('stars', { rating: r.rating })}</span>
                </p>
                <p>{r.text}</p>
                <p className="s-muted">
                  {r.authorLabel || t('reviewAnonymous')}
                  {r.createdAt ? ` · ${formatDate(r.createdAt, 'Europe/Belgrade', locale)}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className="s-muted">{t('reviewsNote')}</p>
      </Card>
    </Page>
  );
}
