import { formatMoney, getT, type Locale } from '@oslonac/web/i18n';
import { languageName, nameOf, serbian } from '../catalog/labels';
import type { CatalogTaxonomy } from '../catalog/types';
import { SESSION_KIND_LABEL } from './labels';
import { therapistMessages } from './messages';
import type { OwnProfile } from './types';

/** The public part of a profile, as a list of facts: what the review page and admins look at. */
export function ProfileSummary({
  profile,
  taxonomy,
  locale,
}: {
  profile: OwnProfile;
  taxonomy: CatalogTaxonomy;
  locale: Locale;
}) {
  const t = getT(therapistMessages, locale);
  const none = <span className="s-muted">{t('notFilled')}</span>;
  const list = (items: string[]) => (items.length ? items.join(', ') : none);
  return (
    <div className="o-stack">
      <p>
        <strong>{profile.displayName}</strong>
        {profile.title ? `, ${serbian(profile.title, locale)}` : null}
        {profile.city ? ` · ${serbian(profile.city, locale)}` : null}
      </p>
      <p className="t-bio">{profile.bio ? serbian(profile.bio, locale) : none}</p>
      <dl className="t-facts">
        <dt>{t('languagesLabel')}</dt>
        <dd>{list(profile.languages.map((c) => languageName(c, locale)))}</dd>
        <dt>{t('specialtiesLabel')}</dt>
        <dd>{list(profile.specialties.map((s) => nameOf(s, taxonomy.specialties, locale)))}</dd>
        <dt>{t('approachesLabel')}</dt>
        <dd>{list(profile.approaches.map((s) => nameOf(s, taxonomy.approaches, locale)))}</dd>
        <dt>{t('educationLabel')}</dt>
        <dd>
          {profile.education.length ? (
            <ul>
              {profile.education.map((e) => (
                <li key={`${e.institution}|${e.degree}|${e.year}`}>
                  {serbian(`${e.degree}, ${e.institution}`, locale)} ({e.year})
                </li>
              ))}
            </ul>
          ) : (
            none
          )}
        </dd>
        <dt>{t('certificationsLabel')}</dt>
        <dd>{list(profile.certifications.map((c) => serbian(c, locale)))}</dd>
        <dt>{t('sessionsLabel')}</dt>
        <dd>
          {profile.sessionTypes.length ? (
            <ul>
              {profile.sessionTypes.map((s) => {
                const prices = [s.priceRsd, s.priceEur]
                  .filter((m) => m !== null)
                  .map((m) =>
                    m.amountMinor === 0 ? t('free') : formatMoney(m.amountMinor, m.currency, locale),
                  );
                return (
                  <li key={s.kind}>
                    {t(SESSION_KIND_LABEL[s.kind])}, {t('minutes', { count: s.durationMinutes })}:{' '}
                    {prices.join(' / ')}
                  </li>
                );
              })}
            </ul>
          ) : (
            none
          )}
        </dd>
      </dl>
      <p>
        {t('yearsLabel', { count: profile.yearsOfPractice })}
        {profile.worksWithCouples ? ` · ${t('worksWithCouples')}` : null}
      </p>
    </div>
  );
}
