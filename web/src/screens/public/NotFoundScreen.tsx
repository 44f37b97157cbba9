import { LinkButton, PageHeader } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { errorMessages } from '../errors/messages';
import { Page } from '../shared/Page';
import { notFoundMessages } from './notFoundMessages';

/** A missing page, said calmly, with the few places people most often meant to go. */
export function PublicNotFoundScreen({ locale, signedIn }: { locale: Locale; signedIn: boolean }) {
  const t = getT(errorMessages, locale);
  const n = getT(notFoundMessages, locale);
  return (
    <Page width="narrow">
      <PageHeader title={t('notFoundTitle')} lead={<p>{t('notFoundText')}</p>} />
      <div className="o-cluster">
        <LinkButton href="/">{t('home')}</LinkButton>
        {signedIn ? (
          <LinkButton href="/app/dashboard" variant="secondary">
            {t('notFoundDashboard')}
          </LinkButton>
        ) : null}
      </div>
      <nav className="p-section" aria-labelledby="not-found-links">
        <h2 id="not-found-links">{n('title')}</h2>
        <ul className="p-links">
          <li>
            <a href="/terapeuti">{n('therapists')}</a>
          </li>
          <li>
            <a href="/upitnik">{n('questionnaire')}</a>
          </li>
          <li>
            <a href="/blog">{n('blog')}</a>
          </li>
          <li>
            <a href="/podrska">{n('support')}</a>
          </li>
        </ul>
      </nav>
      <p className="p-section">{n('crisis')}</p>
    </Page>
  );
}
