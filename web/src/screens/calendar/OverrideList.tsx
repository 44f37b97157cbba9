'use client';

import { Button, Checkbox, TextField } from '@oslonac/web';
import { useT } from '@oslonac/web/i18n';
import { useId } from 'react';
import { ids, type OverrideRow, rowKey } from './availability-form';
import { availabilityMessages } from './availability-messages';
import { RangeRows } from './RangeRows';

/** Dates that differ from the weekly hours: a day off, or other hours on that date. */
export function OverrideList({
  rows,
  onChange,
  errors,
  focus,
}: {
  rows: readonly OverrideRow[];
  onChange(rows: OverrideRow[]): void;
  errors: Readonly<Record<string, string>>;
  focus(id: string): void;
}) {
  const t = useT(availabilityMessages);
  const addId = useId();
  const update = (j: number, patch: Partial<OverrideRow>) =>
    onChange(rows.map((r, k) => (k === j ? { ...r, ...patch } : r)));

  return (
    <div className="o-stack">
      {rows.length === 0 ? <p className="s-muted">{t('noOverrides')}</p> : null}
      <ul className="cal-overrides">
        {rows.map((row, j) => {
          const n = j + 1;
          const label = row.date || t('overrideTitle', { n });
          return (
            <li key={row.key} className="cal-override">
              <fieldset className="o-fieldset">
                <legend className="o-fieldset__legend">{t('overrideTitle', { n })}</legend>
                <TextField
                  type="date"
                  name={ids.overrideDate(j)}
                  id={ids.overrideDate(j)}
                  label={t('overrideDate')}
                  width="medium"
                  value={row.date}
                  onChange={(e) => update(j, { date: e.target.value })}
                  error={errors[ids.overrideDate(j)]}
                />
                <Checkbox
                  name={`av-o${j}-off`}
                  id={`av-o${j}-off`}
                  label={t('dayOff')}
                  checked={row.dayOff}
                  onChange={(e) => update(j, { dayOff: e.target.checked })}
                />
                {row.dayOff ? null : (
                  <RangeRows
                    title={t('specialHours')}
                    what={t('specialHours').toLowerCase()}
                    day={label}
                    rows={row.hours}
                    onChange={(hours) => update(j, { hours })}
                    startId={(i) => ids.overrideStart(j, i)}
                    endId={(i) => ids.overrideEnd(j, i)}
                    errors={errors}
                    emptyText={t('noHours')}
                    addLabel={t('addHours')}
                    addAccessibleLabel={t('addHoursLabel', { day: label })}
                    focus={focus}
                  />
                )}
                <Button
                  type="button"
                  variant="quiet"
                  size="small"
                  aria-label={t('removeOverrideLabel', { n })}
                  onClick={() => {
                    onChange(rows.filter((_, k) => k !== j));
                    focus(addId);
                  }}
                >
                  {t('removeOverride')}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <Button
        id={addId}
        type="button"
        variant="secondary"
        size="small"
        onClick={() => {
          onChange([...rows, { key: rowKey(), date: '', dayOff: true, hours: [] }]);
          focus(ids.overrideDate(rows.length));
        }}
      >
        {t('addOverride')}
      </Button>
    </div>
  );
}
