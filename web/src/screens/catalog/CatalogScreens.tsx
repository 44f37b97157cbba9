import { Button, LinkButton, Notice, PageHeader, TextField } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { Page } from '../shared/Page';
import { CatalogFilters, filterQueryString, PRICE_LABEL_KEY } from './CatalogFilters';
import { serbian, termName } from './labels';
import { catalogMessages } from './messages';
import { TherapistList } from './TherapistList';
import type { CatalogFilterValues, CatalogPage, CatalogTaxonomy, TaxonomyTerm } from './types';

/** What a listing page got: results, a filter the address spelled wrong, or a service that did not answer. */
export type CatalogOutcome =
  | { kind: 'ok'; result: CatalogPage }
  | { kind: 'invalid' }
  | { kind: 'unavailable' };

function Outcome({
  locale,
  outcome,
  taxonomy,
  baseHref,
  resetHref,
  headingLevel = 2,
}: {
  locale: Locale;
  outcome: CatalogOutcome;
  taxonomy: CatalogTaxonomy;
  baseHref: string;
  resetHref: string;
  headingLevel?: 2 | 3;
}) {
  const t = getT(catalogMessages, locale);
  if (outcome.kind === 'invalid') {
    return (
      <Notice tone="warning" title={t('invalidFilterTitle')} locale={locale} live="off">
        <p>{t('invalidFilterText')}</p>
        <p>
          <a href={resetHref}>{t('emptyAll')}</a>
        </p>
      </Notice>
    );
  }
  if (outcome.kind === 'unavailable') {
    return (
      <Notice tone="error" title={t('unavailableTitle')} locale={locale} live="off">
        <p>{t('unavailableText')}</p>
      </Notice>
    );
  }
  return (
    <TherapistList
      locale={locale}
      result={outcome.result}
      taxonomy={taxonomy}
      baseHref={baseHref}
      headingLevel={headingLevel}
    />
  );
}

function QuestionnaireAside({ locale }: { locale: Locale }) {
  const t = getT(catalogMessages, locale);
  return (
    <p className="c-aside">
      {t('questionnairePrompt')} <a href="/upitnik">{t('questionnaireLink')}</a>{' '}
      <a href="/povezi-me">{t('connectLink')}</a>
    </p>
  );
}

export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/** /terapeuti: the whole catalogue with filters. */
export function CatalogScreen({
  locale,
  taxonomy,
  values,
  outcome,
}: {
  locale: Locale;
  taxonomy: CatalogTaxonomy;
  values: CatalogFilterValues;
  outcome: CatalogOutcome;
}) {
  const t = getT(catalogMessages, locale);
  return (
    <Page width="wide">
      <PageHeader title={t('catalogTitle')} lead={t('catalogLead')} />
      <QuestionnaireAside locale={locale} />
      <CatalogFilters locale={locale} taxonomy={taxonomy} values={values} />
      <div className="s-section">
        <Outcome
          locale={locale}
          outcome={outcome}
          taxonomy={taxonomy}
          baseHref={withQuery('/terapeuti', filterQueryString(values))}
          resetHref="/terapeuti"
        />
      </div>
    </Page>
  );
}

/** /pretraga: one box; the service folds scripts and diacritics, so any spelling finds the same people. */
export function SearchScreen({
  locale,
  taxonomy,
  query,
  outcome,
}: {
  locale: Locale;
  taxonomy: CatalogTaxonomy;
  query: string;
  outcome: CatalogOutcome | null;
}) {
  const t = getT(catalogMessages, locale);
  return (
    <Page width="wide">
      <PageHeader title={t('searchTitle')} lead={t('searchLead')} />
      <search className="s-section" aria-label={t('searchTitle')}>
        <form method="get" action="/pretraga" className="s-filters">
          <TextField
            name="q"
            id="search-q"
            type="search"
            label={t('searchLabel')}
            hint={t('searchHint')}
            defaultValue={query}
            maxLength={100}
            autoComplete="off"
          />
          <div className="o-cluster s-filters__actions">
            <Button type="submit">{t('searchButton')}</Button>
          </div>
        </form>
      </search>
      <div className="s-section">
        {outcome === null ? (
          <p>{t('searchPrompt')}</p>
        ) : (
          <>
            {outcome.kind === 'ok' ? <h2 className="c-subtitle">{t('searchFor', { query })}</h2> : null}
            <Outcome
              locale={locale}
              outcome={outcome}
              taxonomy={taxonomy}
              baseHref={withQuery('/pretraga', new URLSearchParams({ q: query }).toString())}
              resetHref="/pretraga"
              headingLevel={outcome.kind === 'ok' ? 3 : 2}
            />
          </>
        )}
      </div>
      <QuestionnaireAside locale={locale} />
    </Page>
  );
}

/** /terapija: every specialty with a short description, and the price ranges. */
export function SpecialtiesScreen({ locale, taxonomy }: { locale: Locale; taxonomy: CatalogTaxonomy }) {
  const t = getT(catalogMessages, locale);
  return (
    <Page width="normal">
      <PageHeader title={t('specialtiesTitle')} lead={t('specialtiesLead')} />
      <ul className="s-link-list s-section">
        {taxonomy.specialties.map((s) => (
          <li key={s.slug}>
            <a className="s-link-list__link" href={`/terapija/${s.slug}`}>
              {termName(s, locale)}
            </a>
            {s.description ? <p className="s-link-list__text">{describe(s, locale)}</p> : null}
          </li>
        ))}
      </ul>
      <PriceRangeLinks locale={locale} />
      <QuestionnaireAside locale={locale} />
    </Page>
  );
}

function describe(term: TaxonomyTerm, locale: Locale): string {
  // Descriptions are Serbian only; English readers still get the Serbian text rather than nothing.
  return serbian(term.description, locale);
}

function PriceRangeLinks({ locale }: { locale: Locale }) {
  const t = getT(catalogMessages, locale);
  return (
    <nav aria-labelledby="c-prices" className="s-section">
      <h2 id="c-prices" className="c-subtitle">
        {t('pricesLabel')}
      </h2>
      <ul className="c-chips">
        {(Object.keys(PRICE_LABEL_KEY) as (keyof typeof PRICE_LABEL_KEY)[]).map((p) => (
          <li key={p}>
            <a href={`/terapija/cena/${p}`}>{t(PRICE_LABEL_KEY[p])}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /terapija/{specialty}: what the topic is, and who works with it. */
export function SpecialtyScreen({
  locale,
  taxonomy,
  specialty,
  outcome,
  page,
}: {
  locale: Locale;
  taxonomy: CatalogTaxonomy;
  specialty: TaxonomyTerm;
  outcome: CatalogOutcome;
  page: number;
}) {
  const t = getT(catalogMessages, locale);
  const base = `/terapija/${specialty.slug}`;
  return (
    <Page width="wide">
      <PageHeader
        title={termName(specialty, locale)}
        lead={specialty.description ? describe(specialty, locale) : undefined}
        back={<a href="/terapija">{t('allSpecialties')}</a>}
      />
      <h2 className="c-subtitle">{t('specialtyTherapists')}</h2>
      <Outcome
        locale={locale}
        outcome={outcome}
        taxonomy={taxonomy}
        baseHref={base}
        resetHref={base}
        headingLevel={3}
      />
      <div className="o-cluster s-section">
        <LinkButton href={`/terapeuti?specialty=${specialty.slug}`} variant="secondary">
          {t('filtersLabel')}
        </LinkButton>
      </div>
      {page > 1 ? null : <QuestionnaireAside locale={locale} />}
    </Page>
  );
}

/** /terapija/cena/{range}. */
export function PriceRangeScreen({
  locale,
  taxonomy,
  range,
  outcome,
}: {
  locale: Locale;
  taxonomy: CatalogTaxonomy;
  range: keyof typeof PRICE_LABEL_KEY;
  outcome: CatalogOutcome;
}) {
  const t = getT(catalogMessages, locale);
  const label = t(PRICE_LABEL_KEY[range]);
  const base = `/terapija/cena/${range}`;
  return (
    <Page width="wide">
      <PageHeader
        title={t('priceRangeTitle', { range: label })}
        lead={t('priceRangeLead', { range: label })}
        back={<a href="/terapeuti">{t('breadcrumbCatalog')}</a>}
      />
      <Outcome locale={locale} outcome={outcome} taxonomy={taxonomy} baseHref={base} resetHref="/terapeuti" />
      <PriceRangeLinks locale={locale} />
    </Page>
  );
}
