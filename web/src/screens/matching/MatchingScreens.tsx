import {
  Avatar,
  Button,
  Card,
  Checkbox,
  EmptyState,
  LinkButton,
  Notice,
  PageHeader,
  RadioGroup,
  SelectField,
  TextAreaField,
} from '@oslonac/web';
import { formatDate, formatMoney, getT, type Locale } from '@oslonac/web/i18n';
import { LANGUAGE_OPTIONS, languageName, serbian, termName } from '../catalog/labels';
import type { CatalogTaxonomy, CatalogTherapist } from '../catalog/types';
import { Page } from '../shared/Page';
import { matchingMessages } from './messages';
import type { ConnectionRequest, MatchReason, RankedTherapist } from './types';

export type FormAction = (formData: FormData) => Promise<void>;

export const SCHEDULE_KEYS = {
  weekday_mornings: 'slotWeekdayMornings',
  weekday_afternoons: 'slotWeekdayAfternoons',
  weekday_evenings: 'slotWeekdayEvenings',
  weekends: 'slotWeekends',
} as const;

/** Price ceilings offered in the questionnaire, in RSD minor units. */
export const MAX_PRICE_CHOICES = [300_000, 400_000, 500_000, 700_000] as const;

function CheckboxGroup({
  legend,
  hint,
  name,
  options,
}: {
  legend: string;
  hint?: string;
  name: string;
  options: { value: string; label: string }[];
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset className="o-fieldset s-section" aria-describedby={hintId}>
      <legend className="o-fieldset__legend">{legend}</legend>
      {hint ? (
        <p className="o-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {options.map((o) => (
        <Checkbox key={o.value} name={name} id={`${name}-${o.value}`} value={o.value} label={o.label} />
      ))}
    </fieldset>
  );
}

/**
 * The questionnaire as one plain form: it posts to a server action, so it works without JavaScript; with
 * JavaScript React submits the same action without a full reload.
 */
export function QuestionnaireScreen({
  locale,
  taxonomy,
  action,
  error,
}: {
  locale: Locale;
  taxonomy: CatalogTaxonomy;
  action: FormAction;
  error: 'invalid' | 'failed' | null;
}) {
  const t = getT(matchingMessages, locale);
  return (
    <Page width="narrow">
      <PageHeader title={t('questionnaireTitle')} lead={t('questionnaireLead')} />
      {error ? <Notice tone="error" locale={locale} title={t(error)} live="off" /> : null}
      <form action={action} className="o-stack">
        <CheckboxGroup
          legend={t('concernsLegend')}
          hint={t('concernsHint')}
          name="concerns"
          options={taxonomy.specialties.map((s) => ({ value: s.slug, label: termName(s, locale) }))}
        />
        <RadioGroup
          name="preferredGender"
          legend={t('genderLegend')}
          defaultValue="unspecified"
          locale={locale}
          className="s-section"
          options={[
            { value: 'unspecified', label: t('genderAny') },
            { value: 'female', label: t('genderFemale') },
            { value: 'male', label: t('genderMale') },
          ]}
        />
        <CheckboxGroup
          legend={t('approachLegend')}
          hint={t('approachHint')}
          name="preferredApproaches"
          options={taxonomy.approaches.map((s) => ({ value: s.slug, label: termName(s, locale) }))}
        />
        <SelectField
          name="maxPriceRsd"
          id="maxPriceRsd"
          label={t('priceLabel')}
          defaultValue=""
          locale={locale}
          options={[
            { value: '', label: t('priceAny') },
            ...MAX_PRICE_CHOICES.map((m) => ({
              value: String(m),
              label: t('priceUpTo', { amount: formatMoney(m, 'RSD', locale) }),
            })),
          ]}
        />
        <CheckboxGroup
          legend={t('languagesLegend')}
          name="languages"
          options={LANGUAGE_OPTIONS.map((code) => ({ value: code, label: languageName(code, locale) }))}
        />
        <Checkbox name="couples" id="couples" value="true" label={t('couplesLabel')} />
        <CheckboxGroup
          legend={t('scheduleLegend')}
          hint={t('scheduleHint')}
          name="schedule"
          options={(Object.keys(SCHEDULE_KEYS) as (keyof typeof SCHEDULE_KEYS)[]).map((k) => ({
            value: k,
            label: t(SCHEDULE_KEYS[k]),
          }))}
        />
        <p className="s-muted">{t('privacyNote')}</p>
        <div>
          <Button type="submit">{t('submit')}</Button>
        </div>
      </form>
    </Page>
  );
}

export type RankedView = RankedTherapist;

// The service explains in Serbian; English readers get the same point, said by its code.
const REASON_EN: Record<string, string> = {
  specialty: 'Works with what you named.',
  approach: 'Works in an approach you chose.',
  price: 'The price fits what you can spend.',
  gender: 'Matches your preference about gender.',
  language: 'Speaks the language you chose.',
  couples: 'Works with couples.',
  experience: 'Has years of experience.',
  verified: 'Degree and licence checked by Oslonac.',
};
const CAVEAT_EN: Record<string, string> = {
  specialty: 'Does not list every topic you named.',
  approach: 'Works in a different approach from the one you chose.',
  price: 'The price is above what you named.',
  gender: 'Does not match your preference about gender.',
  language: 'Does not speak every language you chose.',
  couples: 'Does not work with couples.',
  experience: 'Has fewer years of experience.',
  verified: 'Not all details have been checked yet.',
};

function explain(r: MatchReason, locale: Locale, english: Record<string, string>): string {
  if (locale === 'en') return english[r.code] ?? r.text;
  return serbian(r.text, locale);
}

/** /upitnik/{id}: the ranking with its reasons, said plainly, and what does not fit. */
export function MatchResultScreen({
  locale,
  therapists,
}: {
  locale: Locale;
  therapists: readonly RankedView[];
}) {
  const t = getT(matchingMessages, locale);
  return (
    <Page width="normal">
      <PageHeader title={t('resultTitle')} lead={t('resultLead')} />
      {therapists.length === 0 ? (
        <EmptyState
          title={t('resultEmptyTitle')}
          text={<p>{t('resultEmptyText')}</p>}
          action={
            <div className="o-cluster">
              <LinkButton href="/upitnik">{t('retake')}</LinkButton>
              <LinkButton href="/povezi-me" variant="secondary">
                {getT(matchingMessages, locale)('connectTitle')}
              </LinkButton>
            </div>
          }
        />
      ) : (
        <ol className="c-matches">
          {therapists.map((r, i) => (
            <li key={r.profile.id}>
              <article className="c-card" aria-labelledby={`m-${r.profile.id}`}>
                <div className="c-card__head">
                  <Avatar
                    name={serbian(r.profile.displayName, locale)}
                    photoUrl={r.profile.photoUrl || null}
                    alt=""
                  />
                  <div>
                    <p className="s-muted">{t('rank', { rank: String(i + 1) })}</p>
                    <h2 className="c-card__name" id={`m-${r.profile.id}`}>
                      <a href={`/terapeuti/${r.profile.slug}`}>{serbian(r.profile.displayName, locale)}</a>
                    </h2>
                    <p className="c-card__title">{serbian(r.profile.title, locale)}</p>
                  </div>
                </div>
                {r.reasons.length ? (
                  <>
                    <h3 className="c-subtitle">{t('why')}</h3>
                    <ul className="c-checks">
                      {r.reasons.map((x) => (
                        <li key={`${x.code}-${x.text}`}>{explain(x, locale, REASON_EN)}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {r.caveats.length ? (
                  <>
                    <h3 className="c-subtitle">{t('caveats')}</h3>
                    <ul className="c-checks">
                      {r.caveats.map((x) => (
                        <li key={`${x.code}-${x.text}`}>{explain(x, locale, CAVEAT_EN)}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
                <p>
                  <a href={`/terapeuti/${r.profile.slug}`}>
                    {t('openProfile')}
                    <span className="o-visually-hidden">: {serbian(r.profile.displayName, locale)}</span>
                  </a>
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <p className="s-section">
        <a href="/upitnik">{t('retake')}</a>
      </p>
    </Page>
  );
}

export type ConnectRequestView = Pick<
  ConnectionRequest,
  'id' | 'message' | 'status' | 'assignedProfileId' | 'createdAt'
>;

/** /povezi-me: ask the team to choose a therapist; see earlier requests and who was assigned. */
export function ConnectScreen({
  locale,
  signedIn,
  action,
  requests,
  assignedProfiles,
  notice,
  taxonomy,
}: {
  locale: Locale;
  signedIn: boolean;
  action: FormAction;
  requests: readonly ConnectRequestView[];
  assignedProfiles: readonly CatalogTherapist[];
  notice: 'sent' | 'messageRequired' | 'messageTooLong' | 'failed' | null;
  taxonomy: CatalogTaxonomy;
}) {
  const t = getT(matchingMessages, locale);
  const messageError = notice === 'messageRequired' || notice === 'messageTooLong' ? t(notice) : null;
  return (
    <Page width="narrow">
      <PageHeader title={t('connectTitle')} lead={t('connectLead')} />
      <Notice tone="warning" locale={locale} live="off">
        <p>{t('crisisNote')}</p>
      </Notice>
      {!signedIn ? (
        <div className="s-section">
          <p>{t('connectSignedOut')}</p>
          <LinkButton href={`/app/login?next=${encodeURIComponent('/povezi-me')}`}>
            {t('connectSignIn')}
          </LinkButton>
        </div>
      ) : (
        <>
          {notice === 'sent' ? <Notice tone="success" locale={locale} title={t('connectSent')} /> : null}
          {notice === 'failed' ? <Notice tone="error" locale={locale} title={t('connectFailed')} /> : null}
          <form action={action} className="o-stack s-section">
            <TextAreaField
              name="message"
              id="message"
              label={t('messageLabel')}
              hint={t('messageHint')}
              error={messageError}
              required
              maxLength={2000}
              locale={locale}
            />
            <details>
              <summary>{t('connectOptional')}</summary>
              <CheckboxGroup
                legend={getT(matchingMessages, locale)('concernsLegend')}
                name="concerns"
                options={taxonomy.specialties.map((s) => ({ value: s.slug, label: termName(s, locale) }))}
              />
              <CheckboxGroup
                legend={t('languagesLegend')}
                name="languages"
                options={LANGUAGE_OPTIONS.map((code) => ({ value: code, label: languageName(code, locale) }))}
              />
              <Checkbox name="couples" id="couples" value="true" label={t('couplesLabel')} />
            </details>
            <div>
              <Button type="submit">{t('connectSubmit')}</Button>
            </div>
          </form>
          {requests.length ? (
            <Card title={t('myRequests')} className="s-section">
              <ul className="c-reviews">
                {requests.map((r) => {
                  const assigned = assignedProfiles.find((p) => p.id === r.assignedProfileId);
                  return (
                    <li key={r.id}>
                      <p className="s-muted">
                        {r.createdAt
                          ? t('requestSent', { date: formatDate(r.createdAt, 'Europe/Belgrade', locale) })
                          : null}
                      </p>
                      <p>{r.message}</p>
                      {r.status === 'assigned' && assigned ? (
                        <p>
                          {t('requestAssigned')}{' '}
                          <a href={`/terapeuti/${assigned.slug}`}>{serbian(assigned.displayName, locale)}</a>
                        </p>
                      ) : (
                        <p>{t('requestOpen')}</p>
                      )}
                    </li>
                  );
                })}
              </ul>
            </Card>
          ) : null}
        </>
      )}
    </Page>
  );
}
