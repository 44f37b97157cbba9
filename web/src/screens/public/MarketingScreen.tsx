import { PageHeader } from '@oslonac/web';
import type { Locale } from '@oslonac/web/i18n';
import type { ReactNode } from 'react';
import { Page } from '../shared/Page';
import { CrisisBlock, CtaBlock, LangScope, SectionBlock } from './blocks';
import { localizeCopy, type PageContent } from './copy';

/** The language the copy is actually in: Serbian Latin when an English visitor meets untranslated copy. */
export function copyLang(content: PageContent<object>, locale: Locale): string | null {
  return locale === 'en' && !content.en ? 'sr-Latn' : null;
}

/**
 * A marketing page: what it promises, how Oslonac does it, the honest limits, the next step. Written as data
 * (web/src/screens/public/pages), so all of them share one calm shape.
 */
export function MarketingScreen({
  content,
  locale,
  slug,
  children,
}: {
  content: PageContent;
  locale: Locale;
  /** Prefix for section ids, unique per page. */
  slug: string;
  /** Extra content after the sections, before the call to action. */
  children?: ReactNode;
}) {
  const copy = localizeCopy(content, locale);
  const lang = copyLang(content, locale);
  return (
    <Page width="normal">
      <article className="p-page">
        <LangScope lang={lang}>
          <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={<p>{copy.lead}</p>} />
          {copy.sections.map((section, i) => (
            <SectionBlock key={section.title} section={section} id={`${slug}-${i + 1}`} />
          ))}
        </LangScope>
        {children}
        {copy.crisis ? <CrisisBlock locale={locale} /> : null}
        {copy.cta ? (
          <LangScope lang={lang}>
            <CtaBlock cta={copy.cta} />
          </LangScope>
        ) : null}
      </article>
    </Page>
  );
}
