import { localDate } from '@oslonac/lang';
import { Button, EmptyState, LinkButton, Notice, PageHeader, SelectField } from '@oslonac/web';
import { formatMoney, getT, type Locale } from '@oslonac/web/i18n';
import { LANGUAGE_OPTIONS, languageName, serbian, termName } from '../catalog/labels';
import type { TaxonomyTerm } from '../catalog/types';
import { Page } from '../shared/Page';
import type { FormAction } from './actions';
import { offerPrice } from './labels';
import { bookingMessages } from './messages';
import { dayName, slotTime } from './time';
import type { BookingKind, SessionOffer, Slot } from './types';
import { bookHref } from './urls';
import { ZoneSync } from './ZoneSync';

/** Price ceilings offered by the filter, in whole dinars. */
export const BOARD_PRICES = ['3000', '5000', '7000', '10000'] as const;

export interface BoardValues {
  window: '48' | '168';
  specialty: string;
  language: string;
  /** Whole dinars, '' = any. */
  maxPrice: string;
}

export interface BoardTherapist {
  slug: string;
  displayName: string;
  title: string;
  timeZone: string;
  sessionTypes: SessionOffer[];
}

export type BoardOutcome =
  | {
      kind: 'ok';
      entries: { therapist: BoardTherapist; slots: Slot[] }[];
      nextPageToken: string;
      paged: boolean;
    }
  | { kind: 'invalid' }
  | { kind: 'unavailable' };

export interface BoardScreenProps {
  locale: Locale;
  values: BoardValues;
  specialties: readonly TaxonomyTerm[];
  viewerZone: string;
  outcome: BoardOutcome;
  viewer: { signedIn: boolean; client: boolean };
  joinWaitlist: FormAction;
  /** Slug of the therapist whose waitlist the visitor just joined. */
  waitlisted: string | null;
}

function boardQuery(values: BoardValues, zone: string, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  if (values.window !== '168') q.set('window', values.window);
  for (const key of ['specialty', 'language', 'maxPrice'] as const) if (values[key]) q.set(key, values[key]);
  if (zone !== 'Europe/Belgrade') q.set('zona', zone);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  const s = q.toString();
  return s ? `/slobodni-termini?${s}` : '/slobodni-termini';
}

/** The kind a board time is booked as: individual when offered (the board's prices are individual ones). */
function boardKind(t: BoardTherapist): BookingKind {
  return t.sessionTypes.find((s) => s.kind === 'individual')?.kind ?? t.sessionTypes[0]?.kind ?? 'individual';
}

function Filters({
  locale,
  values,
  specialties,
  zone,
}: Omit<BoardScreenProps, 'outcome' | 'viewer' | 'joinWaitlist' | 'waitlisted' | 'viewerZone'> & {
  zone: string;
}) {
  const t = getT(bookingMessages, locale);
  const filtered = values.window !== '168' || Boolean(values.specialty || values.language || values.maxPrice);
  return (
    <search className="s-section" aria-label={t('filtersLabel')}>
      <form method="get" action="/slobodni-termini" className="s-filters">
        {zone !== 'Europe/Belgrade' ? <input type="hidden" name="zona" value={zone} /> : null}
        <SelectField
          name="window"
          id="b-window"
          label={t('filterWindow')}
          defaultValue={values.window}
          options={[
            { value: '48', label: t('window48') },
            { value: '168', label: t('window168') },
          ]}
        />
        <SelectField
          name="specialty"
          id="b-specialty"
          label={t('filterSpecialty')}
          defaultValue={values.specialty}
          options={[
            { value: '', label: t('anySpecialty') },
            ...specialties.map((s) => ({ value: s.slug, label: termName(s, locale) })),
          ]}
        />
        <SelectField
          name="language"
          id="b-language"
          label={t('filterLanguage')}
          defaultValue={values.language}
          options={[
            { value: '', label: t('anyLanguage') },
            ...LANGUAGE_OPTIONS.map((code) => ({ value: code, label: languageName(code, locale) })),
          ]}
        />
        <SelectField
          name="maxPrice"
          id="b-price"
          label={t('filterPrice')}
          defaultValue={values.maxPrice}
          options={[
            { value: '', label: t('anyPrice') },
            ...BOARD_PRICES.map((p) => ({
              value: p,
              label: t('priceUpTo', { amount: formatMoney(Number(p) * 100, 'RSD', locale) }),
            })),
          ]}
        />
        <div className="o-cluster s-filters__actions">
          <Button type="submit">{t('apply')}</Button>
          {filtered ? (
            <LinkButton
              href={
                zone !== 'Europe/Belgrade'
                  ? `/slobodni-termini?zona=${encodeURIComponent(zone)}`
                  : '/slobodni-termini'
              }
              variant="quiet"
            >
              {t('clear')}
            </LinkButton>
          ) : null}
        </div>
      </form>
    </search>
  );
}

/** /slobodni-termini: the first free times across therapists, each a link that preselects it for booking. */
export function BoardScreen(props: BoardScreenProps) {
  const { locale, values, viewerZone: zone, outcome } = props;
  const t = getT(bookingMessages, locale);
  return (
    <Page width="wide">
      <ZoneSync current={zone} />
      <PageHeader title={t('boardTitle')} lead={t('boardLead')} />
      <Filters locale={locale} values={values} specialties={props.specialties} zone={zone} />
      <div className="s-section">
        {outcome.kind === 'invalid' ? (
          <Notice tone="warning" title={t('boardInvalidTitle')} locale={locale} live="off">
            <p>
              {t('boardInvalidText')} <a href="/slobodni-termini">{t('clear')}</a>
            </p>
          </Notice>
        ) : outcome.kind === 'unavailable' ? (
          <Notice tone="error" title={t('unavailableTitle')} locale={locale} live="off">
            <p>{t('unavailableText')}</p>
          </Notice>
        ) : outcome.entries.length === 0 ? (
          <EmptyState
            title={t('boardEmptyTitle')}
            text={<p>{t('boardEmptyText')}</p>}
            action={
              outcome.paged ? (
                <LinkButton href={boardQuery(values, zone)}>{t('boardFirst')}</LinkButton>
              ) : undefined
            }
          />
        ) : (
          <Entries {...props} outcome={outcome} />
        )}
      </div>
    </Page>
  );
}

function Entries({
  locale,
  values,
  viewerZone: zone,
  outcome,
  viewer,
  joinWaitlist,
  waitlisted,
}: BoardScreenProps & { outcome: Extract<BoardOutcome, { kind: 'ok' }> }) {
  const t = getT(bookingMessages, locale);
  const here = boardQuery(values, zone);
  return (
    <section aria-labelledby="b-board-count">
      <p id="b-board-count" className="c-count" role="status">
        {t('boardCount', { count: outcome.entries.length })}
      </p>
      <ul className="b-board">
        {outcome.entries.map(({ therapist: th, slots }) => {
          const kind = boardKind(th);
          const individual = th.sessionTypes.find((s) => s.kind === 'individual');
          const name = serbian(th.displayName, locale);
          return (
            <li key={th.slug} className="o-card b-entry">
              <div className="o-card__body">
                <div className="b-entry__head">
                  <div>
                    <h2 className="b-entry__name">
                      <a href={`/terapeuti/${th.slug}`}>{name}</a>
                    </h2>
                    <p className="b-entry__meta">
                      {serbian(th.title, locale)}
                      {individual ? ` · ${t('entryPrice', { price: offerPrice(individual, locale) })}` : ''}
                    </p>
                  </div>
                  <a href={bookHref(th.slug, { vrsta: kind, zona: zone })}>{t('entryAll', { name })}</a>
                </div>
                <ul className="b-slots s-section" aria-label={t('timesLabel', { name })}>
                  {slots.map((s) => {
                    const { time, other } = slotTime(s.startsAt, zone, th.timeZone, locale);
                    const day = dayName(localDate(s.startsAt, zone), locale, 'short');
                    return (
                      <li key={s.startsAt}>
                        <a
                          href={bookHref(th.slug, { vrsta: kind, termin: s.startsAt, zona: zone })}
                          className="b-slots__slot"
                        >
                          {day} {time}
                          {other ? <span className="b-slots__other"> ({other})</span> : null}
                        </a>
                      </li>
                    );
                  })}
                </ul>
                {viewer.signedIn && viewer.client ? (
                  waitlisted === th.slug ? (
                    <p className="s-section">{t('waitlistJoined')}</p>
                  ) : (
                    <form action={joinWaitlist} className="s-section">
                      <input type="hidden" name="therapistSlug" value={th.slug} />
                      <input type="hidden" name="kind" value={kind} />
                      <input type="hidden" name="back" value={here} />
                      <Button type="submit" variant="quiet" size="small">
                        {t('waitlistButton')}
                        <span className="o-visually-hidden"> ({name})</span>
                      </Button>
                    </form>
                  )
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {outcome.paged || outcome.nextPageToken ? (
        <nav aria-label={t('boardTitle')} className="c-pages">
          {outcome.paged ? <a href={here}>{t('boardFirst')}</a> : null}
          {outcome.nextPageToken ? (
            <a href={boardQuery(values, zone, { pageToken: outcome.nextPageToken })} rel="next">
              {t('boardNext')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
