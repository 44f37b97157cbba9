import { EmptyState, LinkButton } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { catalogMessages } from './messages';
import { TherapistCard } from './TherapistCard';
import type { CatalogPage, CatalogTaxonomy } from './types';

export interface TherapistListProps {
  locale: Locale;
  result: CatalogPage;
  taxonomy: CatalogTaxonomy;
  /** The page's address without `page`, e.g. "/terapeuti?specialty=trauma". */
  baseHref: string;
  headingLevel?: 2 | 3;
}

function pageHref(baseHref: string, page: number): string {
  if (page <= 1) return baseHref;
  return `${baseHref}${baseHref.includes('?') ? '&' : '?'}page=${page}`;
}

/** The count, the results as a list, and links to neighbouring pages (plain links: no JavaScript needed). */
export function TherapistList({ locale, result, taxonomy, baseHref, headingLevel = 2 }: TherapistListProps) {
  const t = getT(catalogMessages, locale);
  const pages = Math.max(1, Math.ceil(result.total / Math.max(result.pageSize, 1)));
  if (result.therapists.length === 0 && result.total > 0) {
    return (
      <EmptyState
        title={t('pageTooFar')}
        action={<LinkButton href={pageHref(baseHref, 1)}>{t('firstPage')}</LinkButton>}
      />
    );
  }
  if (result.total === 0) {
    return (
      <EmptyState
        title={t('emptyTitle')}
        text={<p>{t('emptyText')}</p>}
        action={
          <div className="o-cluster">
            <LinkButton href="/upitnik">{t('emptyQuestionnaire')}</LinkButton>
            <LinkButton href="/terapeuti" variant="secondary">
              {t('emptyAll')}
            </LinkButton>
          </div>
        }
      />
    );
  }
  return (
    <section aria-labelledby="c-results-count">
      <p id="c-results-count" className="c-count" role="status">
        {t('resultCount', { count: result.total })}
      </p>
      <ul className="c-list">
        {result.therapists.map((th) => (
          <li key={th.id}>
            <TherapistCard therapist={th} taxonomy={taxonomy} locale={locale} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('pagesLabel')} className="c-pages">
          {result.page > 1 ? (
            <a href={pageHref(baseHref, Math.min(result.page - 1, pages))} rel="prev">
              {t('previousPage')}
            </a>
          ) : null}
          <span aria-current="page">{t('pageOf', { page: String(result.page), pages: String(pages) })}</span>
          {result.page < pages ? (
            <a href={pageHref(baseHref, result.page + 1)} rel="next">
              {t('nextPage')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
