import { PageHeader } from '@oslonac/web';
import { formatDate, getT, type Locale, toCyrillic } from '@oslonac/web/i18n';
import { Page } from '../shared/Page';
import { LangScope } from './blocks';
import { Markdown } from './Markdown';
import { blocksToCyrillic, type Doc, type LegalMeta } from './markdown-types';
import { publicMessages } from './messages';

/** A legal text (privacy, terms, cookies): Markdown from content/legal, with links to the others. */
export function LegalScreen({ doc, all, locale }: { doc: Doc<LegalMeta>; all: LegalMeta[]; locale: Locale }) {
  const t = getT(publicMessages, locale);
  const cyr = locale === 'sr-Cyrl';
  const title = cyr ? toCyrillic(doc.meta.title) : doc.meta.title;
  const description = cyr ? toCyrillic(doc.meta.description) : doc.meta.description;
  const body = cyr ? blocksToCyrillic(doc.body) : doc.body;
  const lang = locale === 'en' ? 'sr-Latn' : null;
  const others = all.filter((d) => d.slug !== doc.meta.slug);
  return (
    <Page width="normal">
      <article className="p-article">
        <LangScope lang={lang}>
          <PageHeader title={title} lead={<p>{description}</p>} />
        </LangScope>
        <p className="p-meta">
          {t('legalUpdated')}{' '}
          <time dateTime={doc.meta.updated}>
            {formatDate(`${doc.meta.updated}T12:00:00Z`, 'Europe/Belgrade', locale)}
          </time>
        </p>
        <LangScope lang={lang}>
          <div className="o-prose p-prose">
            <Markdown blocks={body} />
          </div>
        </LangScope>
      </article>
      {others.length ? (
        <nav className="p-section" aria-labelledby="legal-other">
          <h2 id="legal-other">{t('legalOther')}</h2>
          <ul className="p-links">
            {others.map((d) => (
              <li key={d.slug}>
                <a href={`/legal/${d.slug}`} lang={lang ?? undefined}>
                  {cyr ? toCyrillic(d.title) : d.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </Page>
  );
}
