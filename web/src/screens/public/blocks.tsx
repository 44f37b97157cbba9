import { CRISIS_LINES, LinkButton } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import type { ReactNode } from 'react';
import type { CopySection, PageCopy } from './copy';
import { publicMessages } from './messages';

/** One section of a marketing page; the id ties the heading to the region for screen readers. */
export function SectionBlock({ section, id }: { section: CopySection; id: string }) {
  const titleId = `${id}-title`;
  const tone = section.tone ? ` p-section--${section.tone}` : '';
  return (
    <section className={`p-section${tone}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{section.title}</h2>
      {section.paragraphs?.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.cards ? (
        <ul className="s-grid p-cards">
          {section.cards.map((card) => (
            <li key={card.title} className="o-card">
              <h3 className="o-card__title">{card.title}</h3>
              <div className="o-card__body">
                <p>{card.text}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {section.items ? (
        <ul className="p-list">
          {section.items.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {section.steps ? (
        <ol className="p-steps">
          {section.steps.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      ) : null}
      {section.table ? (
        <div className="p-table-wrap">
          <table className="p-table">
            <caption>{section.table.caption}</caption>
            <thead>
              <tr>
                {section.table.head.map((cell, i) => (
                  <th key={cell} scope="col" className={i === 0 ? 'p-table__rowhead' : undefined}>
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={`h-${cell}`} scope="row">
                        {cell}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells of a static row
                      <td key={i}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {section.faq ? (
        <div className="p-faq">
          {section.faq.map((item) => (
            <details key={item.question} className="p-faq__item">
              <summary className="p-faq__question">{item.question}</summary>
              <p className="p-faq__answer">{item.answer}</p>
            </details>
          ))}
        </div>
      ) : null}
      {section.links ? (
        <ul className="p-links">
          {section.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The crisis numbers inside a page body, for pages someone may open when things are hard. */
export function CrisisBlock({ locale, headingLevel = 2 }: { locale: Locale; headingLevel?: 2 | 3 }) {
  const t = getT(publicMessages, locale);
  const H = `h${headingLevel}` as const;
  return (
    <section className="p-crisis" aria-labelledby="p-crisis-title">
      <H id="p-crisis-title">{t('crisisTitle')}</H>
      <p>{t('crisisText')}</p>
      <ul>
        <li>
          {t('crisisSrceFree')}: <a href={CRISIS_LINES.srceFree.tel}>{CRISIS_LINES.srceFree.display}</a>
        </li>
        <li>
          {t('crisisSrce')}: <a href={CRISIS_LINES.srce.tel}>{CRISIS_LINES.srce.display}</a>
        </li>
        <li>
          {t('crisisEmergency')}: <a href={CRISIS_LINES.emergency.tel}>{CRISIS_LINES.emergency.display}</a>
        </li>
      </ul>
    </section>
  );
}

export function CtaBlock({ cta }: { cta: NonNullable<PageCopy['cta']> }) {
  return (
    <section className="p-cta" aria-labelledby="p-cta-title">
      <h2 id="p-cta-title">{cta.title}</h2>
      <p>{cta.text}</p>
      <div className="o-cluster">
        <LinkButton href={cta.primary.href}>{cta.primary.label}</LinkButton>
        {cta.secondary ? (
          <LinkButton href={cta.secondary.href} variant="secondary">
            {cta.secondary.label}
          </LinkButton>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Text shown in a language other than the visitor's (Serbian copy on the English site) carries its own lang, so
 * a screen reader switches voice instead of reading Serbian with English rules.
 */
export function LangScope({ lang, children }: { lang: string | null; children?: ReactNode }) {
  return lang ? <div lang={lang}>{children}</div> : children;
}
