import { LinkButton } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { Page } from '../shared/Page';
import { SectionBlock } from './blocks';
import { localizeCopy } from './copy';
import { publicMessages } from './messages';
import { homePage } from './pages/home';

/** The front door: what Oslonac is, how the first conversation happens, the honest limits, the way in. */
export function PublicHomeScreen({ locale, user }: { locale: Locale; user: { displayName: string } | null }) {
  const copy = localizeCopy(homePage, locale);
  const t = getT(publicMessages, locale);
  return (
    <Page width="normal">
      <section className="s-hero p-hero" aria-labelledby="home-title">
        <h1 id="home-title">{copy.title}</h1>
        <p className="s-lead">{copy.lead}</p>
        {user ? <p>{t('signedInHello', { name: user.displayName })}</p> : null}
        <div className="o-cluster">
          <LinkButton href={copy.findTherapist.href}>{copy.findTherapist.label}</LinkButton>
          <LinkButton href={copy.questionnaire.href} variant="secondary">
            {copy.questionnaire.label}
          </LinkButton>
          {user ? (
            <LinkButton href="/app/dashboard" variant="quiet">
              {t('toDashboard')}
            </LinkButton>
          ) : null}
        </div>
        <p className="p-hero__aside">
          <a href={copy.connect.href}>{copy.connect.label}</a>
        </p>
      </section>
      {copy.sections.map((section, i) => (
        <SectionBlock key={section.title} section={section} id={`home-${i + 1}`} />
      ))}
      {user ? null : (
        <section className="p-cta" aria-labelledby="home-start">
          <h2 id="home-start">{copy.startTitle}</h2>
          <p>{copy.startText}</p>
          <div className="o-cluster">
            <LinkButton href={copy.signUp.href}>{copy.signUp.label}</LinkButton>
            <LinkButton href={copy.signIn.href} variant="secondary">
              {copy.signIn.label}
            </LinkButton>
          </div>
        </section>
      )}
      <p className="p-section s-muted">
        {copy.therapistsText} <a href={copy.therapistsLink.href}>{copy.therapistsLink.label}</a>
      </p>
    </Page>
  );
}
