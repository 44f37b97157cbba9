import { PageHeader } from '@oslonac/web';
import { formatDate, getT, type Locale, toCyrillic } from '@oslonac/web/i18n';
import { Page } from '../shared/Page';
import { CrisisBlock, LangScope } from './blocks';
import { Markdown } from './Markdown';
import { blocksToCyrillic, type Doc, type PostMeta } from './markdown-types';
import { publicMessages } from './messages';

// Dates in front matter are calendar days; noon UTC keeps them on the same day in every time zone we show.
const day = (ymd: string) => `${ymd}T12:00:00Z`;
const ZONE = 'Europe/Belgrade';

/** Post metadata in the visitor's script (the blog is written in Serbian; English visitors read Latin). */
export function localizePostMeta(meta: PostMeta, locale: Locale): PostMeta {
  if (locale !== 'sr-Cyrl') return meta;
  return {
    ...meta,
    title: toCyrillic(meta.title),
    description: toCyrillic(meta.description),
    author: toCyrillic(meta.author),
  };
}

/** The blog's language relative to the visitor's: posts are Serbian, so English pages mark them. */
const postLang = (locale: Locale) => (locale === 'en' ? 'sr-Latn' : null);

function PostDates({ meta, locale }: { meta: PostMeta; locale: Locale }) {
  const t = getT(publicMessages, locale);
  return (
    <p className="p-meta">
      <span>
        {t('published')} <time dateTime={meta.date}>{formatDate(day(meta.date), ZONE, locale)}</time>
      </span>
      {meta.updated !== meta.date ? (
        <span>
          {t('updated')} <time dateTime={meta.updated}>{formatDate(day(meta.updated), ZONE, locale)}</time>
        </span>
      ) : null}
      <span>{t('readingTime', { count: meta.readingMinutes })}</span>
    </p>
  );
}

export function BlogIndexScreen({ posts, locale }: { posts: PostMeta[]; locale: Locale }) {
  const t = getT(publicMessages, locale);
  const lang = postLang(locale);
  return (
    <Page width="normal">
      <PageHeader title={t('blogTitle')} lead={<p>{t('blogLead')}</p>} />
      <section aria-labelledby="blog-list-title" className="p-section">
        <h2 id="blog-list-title" className="o-visually-hidden">
          {t('blogListLabel')}
        </h2>
        <ul className="p-posts">
          {posts.map((raw) => {
            const post = localizePostMeta(raw, locale);
            return (
              <li key={post.slug}>
                <article className="o-card p-post-card" aria-labelledby={`post-${post.slug}`}>
                  <LangScope lang={lang}>
                    <h3 className="o-card__title" id={`post-${post.slug}`}>
                      <a href={`/blog/${post.slug}`}>{post.title}</a>
                    </h3>
                    <p>{post.description}</p>
                  </LangScope>
                  <PostDates meta={post} locale={locale} />
                </article>
              </li>
            );
          })}
        </ul>
      </section>
    </Page>
  );
}

export function BlogPostScreen({
  post,
  others,
  locale,
}: {
  post: Doc<PostMeta>;
  /** A few other posts to read next. */
  others: PostMeta[];
  locale: Locale;
}) {
  const t = getT(publicMessages, locale);
  const meta = localizePostMeta(post.meta, locale);
  const body = locale === 'sr-Cyrl' ? blocksToCyrillic(post.body) : post.body;
  const lang = postLang(locale);
  return (
    <Page width="normal">
      <article className="p-article" aria-labelledby="post-title">
        <p className="p-back">
          <a href="/blog">{t('backToBlog')}</a>
        </p>
        <LangScope lang={lang}>
          <h1 id="post-title" className="o-page-header__title">
            {meta.title}
          </h1>
          <p className="s-lead">{meta.description}</p>
        </LangScope>
        <p className="p-meta">
          <span>{t('byAuthor', { author: meta.author })}</span>
        </p>
        <PostDates meta={meta} locale={locale} />
        <LangScope lang={lang}>
          <div className="o-prose p-prose">
            <Markdown blocks={body} />
          </div>
        </LangScope>
        <p className="p-disclaimer">{t('postDisclaimer')}</p>
      </article>
      <CrisisBlock locale={locale} />
      {others.length ? (
        <nav className="p-section" aria-labelledby="more-posts">
          <h2 id="more-posts">{t('morePosts')}</h2>
          <ul className="p-links">
            {others.map((raw) => {
              const other = localizePostMeta(raw, locale);
              return (
                <li key={other.slug}>
                  <a href={`/blog/${other.slug}`} lang={lang ?? undefined}>
                    {other.title}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </Page>
  );
}
