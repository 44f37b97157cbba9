import { Button, Checkbox, LinkButton, SelectField, TextField } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { LANGUAGE_OPTIONS, languageName, PRICE_RANGE_OPTIONS, termName } from './labels';
import { catalogMessages } from './messages';
import type { CatalogFilterValues, CatalogTaxonomy } from './types';

/** Days ahead the "free slot" filter offers (the service accepts 1 to 60). */
export const AVAILABLE_WITHIN_OPTIONS = ['2', '7', '14'] as const;

export const PRICE_LABEL_KEY = {
  'do-3000': 'priceDo3000',
  '3000-5000': 'price3000to5000',
  '5000-7000': 'price5000to7000',
  'preko-7000': 'pricePreko7000',
} as const;

/** The filters as a GET form: every combination has its own address and works without JavaScript. */
export function CatalogFilters({
  locale,
  taxonomy,
  values,
  action = '/terapeuti',
}: {
  locale: Locale;
  taxonomy: CatalogTaxonomy;
  values: CatalogFilterValues;
  action?: string;
}) {
  const t = getT(catalogMessages, locale);
  const filtered = Object.entries(values).some(([, v]) => v !== '' && v !== false);
  // An address may name another number of days (the API takes 1 to 60); the form shows it back as chosen.
  const availableDays: string[] = [...AVAILABLE_WITHIN_OPTIONS];
  if (/^[1-9][0-9]?$/.test(values.dostupno) && !availableDays.includes(values.dostupno)) {
    availableDays.push(values.dostupno);
  }
  return (
    <search className="s-section" aria-label={t('filtersLabel')}>
      <form method="get" action={action} className="s-filters c-filters">
        <TextField
          name="q"
          id="f-q"
          type="search"
          label={t('filterQuery')}
          defaultValue={values.q}
          maxLength={100}
          autoComplete="off"
        />
        <SelectField
          name="specialty"
          id="f-specialty"
          label={t('filterSpecialty')}
          defaultValue={values.specialty}
          options={[
            { value: '', label: t('anySpecialty') },
            ...taxonomy.specialties.map((s) => ({ value: s.slug, label: termName(s, locale) })),
          ]}
        />
        <SelectField
          name="approach"
          id="f-approach"
          label={t('filterApproach')}
          defaultValue={values.approach}
          options={[
            { value: '', label: t('anyApproach') },
            ...taxonomy.approaches.map((s) => ({ value: s.slug, label: termName(s, locale) })),
          ]}
        />
        <SelectField
          name="price"
          id="f-price"
          label={t('filterPrice')}
          defaultValue={values.price}
          options={[
            { value: '', label: t('anyPrice') },
            ...PRICE_RANGE_OPTIONS.map((p) => ({ value: p, label: t(PRICE_LABEL_KEY[p]) })),
          ]}
        />
        <SelectField
          name="gender"
          id="f-gender"
          label={t('filterGender')}
          defaultValue={values.gender}
          options={[
            { value: '', label: t('any') },
            { value: 'female', label: t('genderFemale') },
            { value: 'male', label: t('genderMale') },
          ]}
        />
        <SelectField
          name="language"
          id="f-language"
          label={t('filterLanguage')}
          defaultValue={values.language}
          options={[
            { value: '', label: t('anyLanguage') },
            ...LANGUAGE_OPTIONS.map((code) => ({ value: code, label: languageName(code, locale) })),
          ]}
        />
        <SelectField
          name="dostupno"
          id="f-dostupno"
          label={t('filterAvailable')}
          defaultValue={values.dostupno}
          options={[
            { value: '', label: t('availableAnyTime') },
            ...availableDays.map((d) => ({ value: d, label: t('availableWithin', { count: Number(d) }) })),
          ]}
        />
        <TextField
          name="city"
          id="f-city"
          label={t('filterCity')}
          defaultValue={values.city}
          maxLength={60}
          autoComplete="address-level2"
        />
        <SelectField
          name="sort"
          id="f-sort"
          label={t('filterSort')}
          defaultValue={values.sort}
          options={[
            { value: '', label: t('sortRelevance') },
            { value: 'price_asc', label: t('sortPriceAsc') },
            { value: 'price_desc', label: t('sortPriceDesc') },
          ]}
        />
        <Checkbox
          name="couples"
          id="f-couples"
          value="true"
          label={t('filterCouples')}
          defaultChecked={values.couples}
        />
        <div className="o-cluster s-filters__actions">
          <Button type="submit">{t('apply')}</Button>
          {filtered ? (
            <LinkButton href={action} variant="quiet">
              {t('clear')}
            </LinkButton>
          ) : null}
        </div>
      </form>
    </search>
  );
}

/** The form's values as a query string without `page` (for pagination links). Empty values are left out. */
export function filterQueryString(values: CatalogFilterValues): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === true) q.set(k, 'true');
    else if (typeof v === 'string' && v !== '') q.set(k, v);
  }
  return q.toString();
}
