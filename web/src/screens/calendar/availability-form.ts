// The hours editor's state and its mapping to and from PUT /api/v1/me/availability. Pure, so the mapping is
// unit-tested: times are typed as "HH:MM", numbers as text; the request holds wall-clock minutes.

import { formatMinute, parseLocalDate } from '@oslonac/lang';
import type { Availability, LateCancelRule, MinuteRange, WeeklyRange } from '../booking/types';

export interface RangeRow {
  /** Stable React key for the row. */
  key: string;
  start: string;
  end: string;
}

export interface DayRows {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  hours: RangeRow[];
  breaks: RangeRow[];
}

export interface OverrideRow {
  key: string;
  date: string;
  dayOff: boolean;
  hours: RangeRow[];
}

export interface AvailabilityFormState {
  timeZone: string;
  days: DayRows[];
  overrides: OverrideRow[];
  bufferBefore: string;
  bufferAfter: string;
  /** Hours, as the therapist thinks of notice. */
  noticeHours: string;
  horizonDays: string;
  slotStep: string;
  cancelWindowHours: string;
  rescheduleWindowHours: string;
  lateCancel: LateCancelRule;
}

/** Why a value is refused; the screen turns each into a sentence. */
export type FormIssue =
  | 'timeInvalid'
  | 'rangeOrder'
  | 'rangeOverlap'
  | 'breakOutside'
  | 'dateInvalid'
  | 'dateDuplicate'
  | 'numberInvalid';

/** The service's limits (services/booking/src/domain/availability.ts and policy.ts). */
export const LIMITS = {
  buffer: { min: 0, max: 120 },
  noticeHours: { min: 0, max: 14 * 24 },
  horizonDays: { min: 1, max: 365 },
  windowHours: { min: 0, max: 168 },
} as const;

/** Slots start on wall-clock multiples of one of these. */
export const SLOT_STEPS = [5, 10, 15, 20, 30, 60] as const;

// --- element ids: the error summary links to them, API field errors land on them -------------------------

export const ids = {
  zone: 'av-zone',
  hoursStart: (weekday: number, i: number) => `av-w${weekday}-${i}-start`,
  hoursEnd: (weekday: number, i: number) => `av-w${weekday}-${i}-end`,
  breakStart: (weekday: number, i: number) => `av-b${weekday}-${i}-start`,
  breakEnd: (weekday: number, i: number) => `av-b${weekday}-${i}-end`,
  overrideDate: (j: number) => `av-o${j}-date`,
  overrideStart: (j: number, i: number) => `av-o${j}-${i}-start`,
  overrideEnd: (j: number, i: number) => `av-o${j}-${i}-end`,
  bufferBefore: 'av-buffer-before',
  bufferAfter: 'av-buffer-after',
  notice: 'av-notice',
  horizon: 'av-horizon',
  step: 'av-step',
  cancelWindow: 'av-cancel-window',
  rescheduleWindow: 'av-reschedule-window',
  lateCancel: 'av-late-cancel',
} as const;

let counter = 0;
/** A key for a new row; unique within the page's lifetime. */
export function rowKey(): string {
  counter += 1;
  return `r${counter}`;
}

function rowOf(r: MinuteRange): RangeRow {
  return { key: rowKey(), start: formatMinute(r.startMinute), end: formatMinute(r.endMinute) };
}

const byStart = (a: MinuteRange, b: MinuteRange) => a.startMinute - b.startMinute;

function hoursText(minutes: number): string {
  return minutes % 60 === 0 ? String(minutes / 60) : String(Math.round((minutes / 60) * 100) / 100);
}

export function formFromAvailability(a: Availability): AvailabilityFormState {
  const days: DayRows[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    const of = (list: WeeklyRange[]) =>
      list
        .filter((r) => r.weekday === weekday)
        .sort(byStart)
        .map(rowOf);
    days.push({ weekday, hours: of(a.weekly), breaks: of(a.breaks) });
  }
  return {
    timeZone: a.timeZone || 'Europe/Belgrade',
    days,
    overrides: [...a.overrides]
      .sort((x, y) => x.date.localeCompare(y.date))
      .map((o) => ({
        key: rowKey(),
        date: o.date,
        dayOff: o.ranges.length === 0,
        hours: [...o.ranges].sort(byStart).map(rowOf),
      })),
    bufferBefore: String(a.bufferBeforeMinutes),
    bufferAfter: String(a.bufferAfterMinutes),
    noticeHours: hoursText(a.minimumNoticeMinutes),
    horizonDays: String(a.horizonDays),
    slotStep: String(a.slotStepMinutes),
    cancelWindowHours: String(a.policy.cancelWindowHours),
    rescheduleWindowHours: String(a.policy.rescheduleWindowHours),
    lateCancel: a.policy.lateCancel,
  };
}

/** "9", "09:00", "9:30", "9.30" → minutes; "24:00" is the end of the day. Null when it is not a time. */
export function parseClock(value: string): number | null {
  const m = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*$/.exec(value);
  if (!m) return null;
  const h = Number(m[1]);
  const min = m[2] === undefined ? 0 : Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

function parseWhole(value: string, min: number, max: number): number | null {
  const v = value.trim();
  if (!/^\d{1,4}$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
}

function parseHoursAsMinutes(value: string, min: number, max: number): number | null {
  const v = value.trim().replace(',', '.');
  if (!/^\d{1,4}(?:\.\d{1,2})?$/.test(v)) return null;
  const hours = Number(v);
  return hours >= min && hours <= max ? Math.round(hours * 60) : null;
}

export interface MappedRequest {
  /** Null while any field has a problem. */
  request: Availability | null;
  /** Element id → what is wrong there. */
  issues: Record<string, FormIssue>;
  /** The API's field names (zod paths and the service's field names) → element ids. */
  fields: Record<string, string>;
}

interface Parsed {
  ranges: MinuteRange[];
  startIds: string[];
  endIds: string[];
}

/** Rows of one day: each a valid, ordered range; together without overlaps. */
function parseRows(
  rows: readonly RangeRow[],
  startId: (i: number) => string,
  endId: (i: number) => string,
  issues: Record<string, FormIssue>,
): Parsed {
  const parsed: Parsed = { ranges: [], startIds: [], endIds: [] };
  const valid: Array<MinuteRange & { i: number }> = [];
  rows.forEach((row, i) => {
    const start = parseClock(row.start);
    const end = parseClock(row.end);
    if (start === null || start >= 24 * 60) issues[startId(i)] = 'timeInvalid';
    if (end === null) issues[endId(i)] = 'timeInvalid';
    if (start === null || end === null || start >= 24 * 60) return;
    if (end <= start) {
      issues[endId(i)] = 'rangeOrder';
      return;
    }
    valid.push({ startMinute: start, endMinute: end, i });
  });
  valid.sort(byStart);
  for (let k = 1; k < valid.length; k++) {
    if (valid[k]!.startMinute < valid[k - 1]!.endMinute) issues[startId(valid[k]!.i)] = 'rangeOverlap';
  }
  for (const v of valid) {
    parsed.ranges.push({ startMinute: v.startMinute, endMinute: v.endMinute });
    parsed.startIds.push(startId(v.i));
    parsed.endIds.push(endId(v.i));
  }
  return parsed;
}

/** An item of a list under both spellings the API uses: zod's "weekly.3" and the service's "weekly[3]". */
function mapItem(
  fields: Record<string, string>,
  path: string,
  k: number,
  entries: Record<string, string>,
): void {
  for (const base of [`${path}.${k}`, `${path}[${k}]`]) {
    for (const [suffix, id] of Object.entries(entries)) fields[`${base}${suffix}`] = id;
  }
}

function mapList(fields: Record<string, string>, name: string, startIds: string[], endIds: string[]): void {
  if (startIds[0]) fields[name] = startIds[0];
  startIds.forEach((startId, k) => {
    mapItem(fields, name, k, {
      '': startId,
      '.weekday': startId,
      '.startMinute': startId,
      '.endMinute': endIds[k]!,
    });
  });
}

/**
 * The form as the API's request, checked the way the service checks it (so most mistakes are shown before
 * a round trip), plus where each of the API's field names is shown on the page.
 */
export function requestFromForm(form: AvailabilityFormState): MappedRequest {
  const issues: Record<string, FormIssue> = {};
  const fields: Record<string, string> = {
    timeZone: ids.zone,
    time_zone: ids.zone,
    bufferBeforeMinutes: ids.bufferBefore,
    buffer_before_minutes: ids.bufferBefore,
    bufferAfterMinutes: ids.bufferAfter,
    buffer_after_minutes: ids.bufferAfter,
    minimumNoticeMinutes: ids.notice,
    minimum_notice_minutes: ids.notice,
    horizonDays: ids.horizon,
    horizon_days: ids.horizon,
    slotStepMinutes: ids.step,
    slot_step_minutes: ids.step,
    policy: ids.cancelWindow,
    'policy.cancelWindowHours': ids.cancelWindow,
    cancelWindowHours: ids.cancelWindow,
    cancel_window_hours: ids.cancelWindow,
    'policy.rescheduleWindowHours': ids.rescheduleWindow,
    rescheduleWindowHours: ids.rescheduleWindow,
    reschedule_window_hours: ids.rescheduleWindow,
    'policy.lateCancel': ids.lateCancel,
    lateCancel: ids.lateCancel,
    late_cancel: ids.lateCancel,
  };

  const weekly: WeeklyRange[] = [];
  const breaks: WeeklyRange[] = [];
  const weeklyIds: [string[], string[]] = [[], []];
  const breakIds: [string[], string[]] = [[], []];
  for (const day of form.days) {
    const hours = parseRows(
      day.hours,
      (i) => ids.hoursStart(day.weekday, i),
      (i) => ids.hoursEnd(day.weekday, i),
      issues,
    );
    const pauses = parseRows(
      day.breaks,
      (i) => ids.breakStart(day.weekday, i),
      (i) => ids.breakEnd(day.weekday, i),
      issues,
    );
    pauses.ranges.forEach((b, k) => {
      const inside = hours.ranges.some((h) => b.startMinute >= h.startMinute && b.endMinute <= h.endMinute);
      if (!inside) issues[pauses.startIds[k]!] ??= 'breakOutside';
    });
    weekly.push(...hours.ranges.map((r) => ({ weekday: day.weekday, ...r })));
    weeklyIds[0].push(...hours.startIds);
    weeklyIds[1].push(...hours.endIds);
    breaks.push(...pauses.ranges.map((r) => ({ weekday: day.weekday, ...r })));
    breakIds[0].push(...pauses.startIds);
    breakIds[1].push(...pauses.endIds);
  }
  mapList(fields, 'weekly', ...weeklyIds);
  mapList(fields, 'breaks', ...breakIds);

  const overrides: Availability['overrides'] = [];
  const seen = new Set<string>();
  form.overrides.forEach((o, j) => {
    const date = parseLocalDate(o.date.trim());
    const dateId = ids.overrideDate(j);
    if (!date) issues[dateId] = 'dateInvalid';
    else if (seen.has(date)) issues[dateId] = 'dateDuplicate';
    const hours = o.dayOff
      ? { ranges: [], startIds: [], endIds: [] }
      : parseRows(
          o.hours,
          (i) => ids.overrideStart(j, i),
          (i) => ids.overrideEnd(j, i),
          issues,
        );
    if (!date || seen.has(date)) return;
    seen.add(date);
    const k = overrides.length;
    const entries: Record<string, string> = { '': dateId, '.date': dateId, '.ranges': dateId };
    hours.startIds.forEach((startId, i) => {
      for (const r of [`.ranges.${i}`, `.ranges[${i}]`]) {
        entries[r] = startId;
        entries[`${r}.startMinute`] = startId;
        entries[`${r}.endMinute`] = hours.endIds[i]!;
      }
    });
    mapItem(fields, 'overrides', k, entries);
    overrides.push({ date, ranges: hours.ranges });
  });
  if (form.overrides.length > 0) fields.overrides = ids.overrideDate(0);

  const number = (id: string, value: number | null): number => {
    if (value === null) issues[id] = 'numberInvalid';
    return value ?? 0;
  };
  const bufferBeforeMinutes = number(
    ids.bufferBefore,
    parseWhole(form.bufferBefore, LIMITS.buffer.min, LIMITS.buffer.max),
  );
  const bufferAfterMinutes = number(
    ids.bufferAfter,
    parseWhole(form.bufferAfter, LIMITS.buffer.min, LIMITS.buffer.max),
  );
  const minimumNoticeMinutes = number(
    ids.notice,
    parseHoursAsMinutes(form.noticeHours, LIMITS.noticeHours.min, LIMITS.noticeHours.max),
  );
  const horizonDays = number(
    ids.horizon,
    parseWhole(form.horizonDays, LIMITS.horizonDays.min, LIMITS.horizonDays.max),
  );
  const step = parseWhole(form.slotStep, 1, 60);
  const slotStepMinutes = number(
    ids.step,
    step !== null && (SLOT_STEPS as readonly number[]).includes(step) ? step : null,
  );
  const cancelWindowHours = number(
    ids.cancelWindow,
    parseWhole(form.cancelWindowHours, LIMITS.windowHours.min, LIMITS.windowHours.max),
  );
  const rescheduleWindowHours = number(
    ids.rescheduleWindow,
    parseWhole(form.rescheduleWindowHours, LIMITS.windowHours.min, LIMITS.windowHours.max),
  );

  if (Object.keys(issues).length > 0) return { request: null, issues, fields };
  return {
    request: {
      timeZone: form.timeZone,
      weekly,
      breaks,
      overrides,
      bufferBeforeMinutes,
      bufferAfterMinutes,
      minimumNoticeMinutes,
      horizonDays,
      slotStepMinutes,
      policy: { cancelWindowHours, rescheduleWindowHours, lateCancel: form.lateCancel },
    },
    issues,
    fields,
  };
}
