'use client';

import { Button, TextField } from '@oslonac/web';
import { useT } from '@oslonac/web/i18n';
import { useId } from 'react';
import { type RangeRow, rowKey } from './availability-form';
import { availabilityMessages } from './availability-messages';

/**
 * A list of "from – to" rows with add and remove. Every control says which day and which row it belongs to,
 * so a screen reader user hears more than "Od, Od, Od". After adding, focus moves to the new row; after
 * removing, to the add button.
 */
export function RangeRows({
  title,
  what,
  day,
  rows,
  onChange,
  startId,
  endId,
  errors,
  emptyText,
  addLabel,
  addAccessibleLabel,
  focus,
}: {
  title: string;
  /** "radno vreme" / "pauza", for accessible names. */
  what: string;
  day: string;
  rows: readonly RangeRow[];
  onChange(rows: RangeRow[]): void;
  startId(i: number): string;
  endId(i: number): string;
  errors: Readonly<Record<string, string>>;
  emptyText: string;
  addLabel: string;
  addAccessibleLabel: string;
  /** Asks the form to focus this element id after the next render. */
  focus(id: string): void;
}) {
  const t = useT(availabilityMessages);
  const addId = useId();

  const update = (i: number, patch: Partial<RangeRow>) =>
    onChange(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const add = () => {
    const last = rows[rows.length - 1];
    onChange([...rows, { key: rowKey(), start: last ? last.end : '', end: '' }]);
    focus(startId(rows.length));
  };
  const remove = (i: number) => {
    onChange(rows.filter((_, k) => k !== i));
    focus(addId);
  };

  return (
    <fieldset className="o-fieldset cal-ranges">
      <legend className="o-fieldset__legend cal-ranges__title">{title}</legend>
      {rows.length === 0 ? <p className="s-muted">{emptyText}</p> : null}
      <ul className="cal-ranges__list">
        {rows.map((row, i) => {
          const context = t('rowContext', { what, day, n: i + 1 });
          return (
            <li key={row.key} className="cal-range">
              <TextField
                name={startId(i)}
                id={startId(i)}
                label={
                  <>
                    {t('from')}
                    <span className="o-visually-hidden">{` (${context})`}</span>
                  </>
                }
                width="short"
                inputMode="numeric"
                autoComplete="off"
                placeholder="09:00"
                value={row.start}
                onChange={(e) => update(i, { start: e.target.value })}
                error={errors[startId(i)]}
              />
              <TextField
                name={endId(i)}
                id={endId(i)}
                label={
                  <>
                    {t('to')}
                    <span className="o-visually-hidden">{` (${context})`}</span>
                  </>
                }
                width="short"
                inputMode="numeric"
                autoComplete="off"
                placeholder="17:00"
                value={row.end}
                onChange={(e) => update(i, { end: e.target.value })}
                error={errors[endId(i)]}
              />
              <Button
                type="button"
                variant="quiet"
                size="small"
                className="cal-range__remove"
                aria-label={t('removeLabel', { what, n: i + 1, day })}
                onClick={() => remove(i)}
              >
                {t('remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      <Button
        id={addId}
        type="button"
        variant="secondary"
        size="small"
        aria-label={addAccessibleLabel}
        onClick={add}
      >
        {addLabel}
      </Button>
    </fieldset>
  );
}
