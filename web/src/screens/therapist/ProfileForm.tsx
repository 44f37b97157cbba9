'use client';

import {
  Button,
  Card,
  Checkbox,
  Form,
  FormError,
  Notice,
  RadioGroup,
  SelectField,
  TextAreaField,
  TextField,
} from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { LANGUAGE_OPTIONS, languageName, termName } from '../catalog/labels';
import type { CatalogGender, CatalogSessionKind, CatalogTaxonomy } from '../catalog/types';
import { useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';
import { CheckboxGroup } from './CheckboxGroup';
import { parsePrice, priceInput, SESSION_KIND_LABEL, TIME_ZONES, TITLE_OPTIONS } from './labels';
import { therapistMessages } from './messages';
import { type OwnProfile, SESSION_DURATIONS, SESSION_KIND_ORDER } from './types';

interface EducationRow {
  key: number;
  institution: string;
  degree: string;
  year: string;
}

interface SessionRow {
  offered: boolean;
  rsd: string;
  eur: string;
}

const THIS_YEAR = new Date().getFullYear();

function initialSessions(profile: OwnProfile | null): Record<CatalogSessionKind, SessionRow> {
  const out = {} as Record<CatalogSessionKind, SessionRow>;
  for (const kind of SESSION_KIND_ORDER) {
    const s = profile?.sessionTypes.find((x) => x.kind === kind);
    out[kind] = {
      offered: profile ? Boolean(s) : kind === 'individual',
      rsd: priceInput(s?.priceRsd?.amountMinor),
      eur: priceInput(s?.priceEur?.amountMinor),
    };
  }
  return out;
}

/**
 * The whole public profile in one form: about, topics (from the service's taxonomy), education, sessions and
 * prices. "Sačuvaj nacrt" keeps the person here; "Sačuvaj i nastavi" goes on to the review page.
 */
export function ProfileForm({
  profile,
  defaultName,
  taxonomy,
  next,
}: {
  profile: OwnProfile | null;
  defaultName: string;
  taxonomy: CatalogTaxonomy;
  /** Where "Sačuvaj i nastavi" leads. */
  next: string;
}) {
  const t = useT(therapistMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [name, setName] = useState(profile?.displayName || defaultName);
  const [title, setTitle] = useState(profile?.title ?? '');
  const [bio, setBio] = useState(profile?.bio ?? '');
  const [years, setYears] = useState(profile ? String(profile.yearsOfPractice) : '');
  const [city, setCity] = useState(profile?.city ?? '');
  // Empty until chosen; the draft saves it as 'unspecified'.
  const [gender, setGender] = useState<CatalogGender>(profile?.gender ?? 'unspecified');
  const [languages, setLanguages] = useState<string[]>(profile?.languages ?? ['sr']);
  const [specialties, setSpecialties] = useState<string[]>(profile?.specialties ?? []);
  const [approaches, setApproaches] = useState<string[]>(profile?.approaches ?? []);
  const [couples, setCouples] = useState(profile?.worksWithCouples ?? false);
  const nextKey = useRef(1);
  const [education, setEducation] = useState<EducationRow[]>(() =>
    (profile?.education ?? []).map((e) => ({
      key: nextKey.current++,
      institution: e.institution,
      degree: e.degree,
      year: e.year ? String(e.year) : '',
    })),
  );
  const [certifications, setCertifications] = useState((profile?.certifications ?? []).join('\n'));
  const [sessions, setSessions] = useState(() => initialSessions(profile));
  const [timeZone, setTimeZone] = useState(profile?.timeZone || 'Europe/Belgrade');
  const [saved, setSaved] = useState(false);
  const intent = useRef<'draft' | 'continue'>('continue');

  // API field names (zod paths) → this form's element ids, rows included.
  const apiFields = useMemo(() => {
    const map: Record<string, string> = {
      displayName: 'tp-name',
      title: 'tp-title',
      bio: 'tp-bio',
      yearsOfPractice: 'tp-years',
      city: 'tp-city',
      gender: 'tp-gender',
      languages: 'tp-languages',
      specialties: 'tp-specialties',
      approaches: 'tp-approaches',
      certifications: 'tp-certifications',
      sessionTypes: 'tp-session-individual',
      timeZone: 'tp-zone',
      education: 'tp-education-add',
    };
    education.forEach((_, i) => {
      map[`education.${i}.institution`] = `tp-edu-${i}-institution`;
      map[`education.${i}.degree`] = `tp-edu-${i}-degree`;
      map[`education.${i}.year`] = `tp-edu-${i}-year`;
    });
    SESSION_KIND_ORDER.forEach((kind, i) => {
      map[`sessionTypes.${i}.priceRsd.amountMinor`] = `tp-${kind}-rsd`;
      map[`sessionTypes.${i}.priceEur.amountMinor`] = `tp-${kind}-eur`;
    });
    return map;
  }, [education]);
  const form = useSubmit<string>(t('somethingFailed'), apiFields);

  const toggle = (set: (f: (v: string[]) => string[]) => void) => (value: string, checked: boolean) =>
    set((list) => (checked ? [...list, value] : list.filter((x) => x !== value)));

  const updateRow = (key: number, patch: Partial<EducationRow>) =>
    setEducation((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const local: Record<string, string | null> = {};
    if (!name.trim()) local['tp-name'] = t('nameRequired');
    const yearsNumber = years.trim() === '' ? 0 : Number(years);
    if (!Number.isInteger(yearsNumber) || yearsNumber < 0 || yearsNumber > 70)
      local['tp-years'] = t('yearsInvalid');
    const educationOut = education.map((row, i) => {
      const year = Number(row.year);
      if (!row.institution.trim()) local[`tp-edu-${i}-institution`] = t('educationIncomplete');
      if (!row.degree.trim()) local[`tp-edu-${i}-degree`] = t('educationIncomplete');
      if (!/^\d{4}$/.test(row.year.trim()) || year < 1950 || year > THIS_YEAR + 6)
        local[`tp-edu-${i}-year`] = t('yearInvalid');
      return { institution: row.institution.trim(), degree: row.degree.trim(), year };
    });
    const sessionTypes = SESSION_KIND_ORDER.filter((kind) => sessions[kind].offered).map((kind) => {
      const row = sessions[kind];
      const rsd = parsePrice(row.rsd);
      const eur = parsePrice(row.eur);
      if (row.rsd.trim() && rsd === null) local[`tp-${kind}-rsd`] = t('priceInvalid');
      if (row.eur.trim() && eur === null) local[`tp-${kind}-eur`] = t('priceInvalid');
      if (!row.rsd.trim() && !row.eur.trim()) local[`tp-${kind}-rsd`] = t('priceMissing');
      return {
        kind,
        durationMinutes: SESSION_DURATIONS[kind],
        priceRsd: rsd === null ? null : { amountMinor: rsd, currency: 'RSD' as const },
        priceEur: eur === null ? null : { amountMinor: eur, currency: 'EUR' as const },
      };
    });
    const body = {
      displayName: name.trim(),
      title,
      bio: bio.trim(),
      languages,
      specialties,
      approaches,
      education: educationOut,
      certifications: certifications
        .split('\n')
        .map((c) => c.trim())
        .filter(Boolean),
      yearsOfPractice: yearsNumber,
      city: city.trim(),
      gender,
      worksWithCouples: couples,
      sessionTypes,
      timeZone,
    };
    const goOn = intent.current === 'continue';
    const result = await form.submit(
      local,
      () => runtime.api('/api/v1/me/therapist/profile', { method: 'POST', body }),
      { keepPendingOnSuccess: goOn },
    );
    if (!result.ok) return;
    if (goOn) runtime.navigate(next);
    else {
      setSaved(true);
      runtime.refresh();
    }
  };

  const zones = TIME_ZONES.includes(timeZone as (typeof TIME_ZONES)[number])
    ? TIME_ZONES
    : [timeZone, ...TIME_ZONES];
  const e = form.errors as Record<string, string | undefined>;

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <FormError errors={form.errors} message={form.message} />

      <Card title={t('sectionAbout')} className="s-section">
        <div className="o-stack">
          <TextField
            name="displayName"
            id="tp-name"
            label={t('displayName')}
            hint={t('displayNameHint')}
            autoComplete="name"
            required
            maxLength={80}
            value={name}
            onChange={(ev) => setName(ev.target.value)}
            error={e['tp-name']}
          />
          <SelectField
            name="title"
            id="tp-title"
            label={t('title')}
            required
            placeholder={t('titleChoose')}
            options={TITLE_OPTIONS.map((v) => ({ value: v, label: v }))}
            value={title}
            onChange={(ev) => setTitle(ev.target.value)}
            error={e['tp-title']}
          />
          <TextAreaField
            name="bio"
            id="tp-bio"
            label={t('bio')}
            hint={t('bioHint')}
            required
            rows={10}
            maxLength={5000}
            value={bio}
            onChange={(ev) => setBio(ev.target.value)}
            error={e['tp-bio']}
          />
          <TextField
            name="yearsOfPractice"
            id="tp-years"
            label={t('yearsOfPractice')}
            hint={t('yearsHint')}
            inputMode="numeric"
            width="short"
            value={years}
            onChange={(ev) => setYears(ev.target.value)}
            error={e['tp-years']}
          />
          <TextField
            name="city"
            id="tp-city"
            label={t('city')}
            hint={t('cityHint')}
            required
            autoComplete="address-level2"
            width="medium"
            maxLength={60}
            value={city}
            onChange={(ev) => setCity(ev.target.value)}
            error={e['tp-city']}
          />
          <RadioGroup
            name="gender"
            id="tp-gender"
            legend={t('gender')}
            hint={t('genderHint')}
            inline
            value={gender}
            onChange={(ev) => setGender(ev.target.value as CatalogGender)}
            error={e['tp-gender']}
            required
            options={[
              { value: 'female', label: t('genderFemale') },
              { value: 'male', label: t('genderMale') },
            ]}
          />
        </div>
      </Card>

      <Card title={t('sectionTopics')} className="s-section">
        <div className="o-stack">
          <CheckboxGroup
            id="tp-languages"
            legend={t('languages')}
            error={e['tp-languages']}
            columns
            options={LANGUAGE_OPTIONS.map((code) => ({ value: code, label: languageName(code, locale) }))}
            values={languages}
            onToggle={toggle(setLanguages)}
          />
          <CheckboxGroup
            id="tp-specialties"
            legend={t('specialties')}
            hint={t('specialtiesHint')}
            error={e['tp-specialties']}
            columns
            options={taxonomy.specialties.map((term) => ({
              value: term.slug,
              label: termName(term, locale),
            }))}
            values={specialties}
            onToggle={toggle(setSpecialties)}
          />
          <CheckboxGroup
            id="tp-approaches"
            legend={t('approaches')}
            hint={t('approachesHint')}
            error={e['tp-approaches']}
            columns
            options={taxonomy.approaches.map((term) => ({ value: term.slug, label: termName(term, locale) }))}
            values={approaches}
            onToggle={toggle(setApproaches)}
          />
          <Checkbox
            name="worksWithCouples"
            id="tp-couples"
            label={t('couples')}
            hint={t('couplesHint')}
            checked={couples}
            onChange={(ev) => setCouples(ev.target.checked)}
          />
        </div>
      </Card>

      <Card title={t('sectionEducation')} className="s-section">
        <div className="o-stack">
          <fieldset className="o-fieldset" aria-describedby="tp-education-hint">
            <legend className="o-fieldset__legend">{t('educationLegend')}</legend>
            <div className="o-field__hint" id="tp-education-hint">
              {t('educationHint')}
            </div>
            <ol className="t-rows">
              {education.map((row, i) => (
                <li key={row.key} className="t-row">
                  <fieldset className="o-fieldset">
                    <legend className="o-fieldset__legend">{t('educationRow', { count: i + 1 })}</legend>
                    <div className="t-row__fields">
                      <TextField
                        name={`education-${i}-institution`}
                        id={`tp-edu-${i}-institution`}
                        label={t('institution')}
                        required
                        maxLength={200}
                        value={row.institution}
                        onChange={(ev) => updateRow(row.key, { institution: ev.target.value })}
                        error={e[`tp-edu-${i}-institution`]}
                      />
                      <TextField
                        name={`education-${i}-degree`}
                        id={`tp-edu-${i}-degree`}
                        label={t('degree')}
                        required
                        maxLength={200}
                        value={row.degree}
                        onChange={(ev) => updateRow(row.key, { degree: ev.target.value })}
                        error={e[`tp-edu-${i}-degree`]}
                      />
                      <TextField
                        name={`education-${i}-year`}
                        id={`tp-edu-${i}-year`}
                        label={t('year')}
                        required
                        inputMode="numeric"
                        width="short"
                        maxLength={4}
                        value={row.year}
                        onChange={(ev) => updateRow(row.key, { year: ev.target.value })}
                        error={e[`tp-edu-${i}-year`]}
                      />
                    </div>
                    <Button
                      type="button"
                      variant="quiet"
                      size="small"
                      onClick={() => setEducation((rows) => rows.filter((r) => r.key !== row.key))}
                    >
                      {t('removeEducation', { count: i + 1 })}
                    </Button>
                  </fieldset>
                </li>
              ))}
            </ol>
            <Button
              type="button"
              variant="secondary"
              size="small"
              id="tp-education-add"
              disabled={education.length >= 10}
              onClick={() =>
                setEducation((rows) => [
                  ...rows,
                  { key: nextKey.current++, institution: '', degree: '', year: '' },
                ])
              }
            >
              {t('addEducation')}
            </Button>
          </fieldset>
          <TextAreaField
            name="certifications"
            id="tp-certifications"
            label={t('certifications')}
            hint={t('certificationsHint')}
            rows={4}
            value={certifications}
            onChange={(ev) => setCertifications(ev.target.value)}
            error={e['tp-certifications']}
          />
        </div>
      </Card>

      <Card title={t('sectionSessions')} className="s-section">
        <div className="o-stack">
          <p>{t('sessionsHint')}</p>
          {SESSION_KIND_ORDER.map((kind) => {
            const row = sessions[kind];
            const set = (patch: Partial<SessionRow>) =>
              setSessions((all) => ({ ...all, [kind]: { ...all[kind], ...patch } }));
            return (
              <div key={kind} className="t-row">
                <Checkbox
                  name={`offer-${kind}`}
                  id={`tp-session-${kind}`}
                  label={t('offerKind', {
                    kind: t(SESSION_KIND_LABEL[kind]),
                    duration: t('minutes', { count: SESSION_DURATIONS[kind] }),
                  })}
                  checked={row.offered}
                  onChange={(ev) => set({ offered: ev.target.checked })}
                  error={kind === 'individual' ? e['tp-session-individual'] : undefined}
                />
                {row.offered ? (
                  <div className="t-prices">
                    <TextField
                      name={`${kind}-rsd`}
                      id={`tp-${kind}-rsd`}
                      label={t('priceRsd')}
                      inputMode="decimal"
                      width="medium"
                      value={row.rsd}
                      onChange={(ev) => set({ rsd: ev.target.value })}
                      error={e[`tp-${kind}-rsd`]}
                    />
                    <TextField
                      name={`${kind}-eur`}
                      id={`tp-${kind}-eur`}
                      label={t('priceEur')}
                      inputMode="decimal"
                      width="medium"
                      value={row.eur}
                      onChange={(ev) => set({ eur: ev.target.value })}
                      error={e[`tp-${kind}-eur`]}
                    />
                  </div>
                ) : null}
              </div>
            );
          })}
          <SelectField
            name="timeZone"
            id="tp-zone"
            label={t('timeZone')}
            hint={t('timeZoneHint')}
            options={zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))}
            value={timeZone}
            onChange={(ev) => setTimeZone(ev.target.value)}
            error={e['tp-zone']}
          />
        </div>
      </Card>

      {saved ? (
        <Notice tone="success" locale={locale}>
          <p>{t('draftSaved')}</p>
        </Notice>
      ) : null}
      <div className="t-actions">
        <Button
          type="submit"
          loading={form.pending && intent.current === 'continue'}
          onClick={() => (intent.current = 'continue')}
        >
          {t('saveAndContinue')}
        </Button>
        <Button
          type="submit"
          variant="secondary"
          loading={form.pending && intent.current === 'draft'}
          onClick={() => (intent.current = 'draft')}
        >
          {t('saveDraft')}
        </Button>
      </div>
    </Form>
  );
}
