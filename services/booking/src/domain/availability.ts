import {
  type AvailabilityRules,
  type DateOverride,
  formatMinute,
  HOME_TIME_ZONE,
  isTimeZone,
  isValidLocalDate,
  MINUTE_MS,
  type MinuteRange,
  type WeeklyRange,
} from '@oslonac/lang';

// A therapist's working hours (the shape is @oslonac/lang's AvailabilityRules): their checks and defaults.
// Everything here is a plain value; slots.ts turns it into instants.

export type { AvailabilityRules, DateOverride, MinuteRange, WeeklyRange };

export const SLOT_STEPS = [5, 10, 15, 20, 30, 60] as const;
export const MAX_WEEKLY_RANGES = 50;
export const MAX_BREAKS = 50;
export const MAX_OVERRIDES = 366;
export const MAX_RANGES_PER_OVERRIDE = 24;
export const MAX_BUFFER_MINUTES = 120;
export const MAX_NOTICE_MINUTES = 14 * 24 * 60;
export const MAX_HORIZON_DAYS = 365;

export const DEFAULT_RULES: AvailabilityRules = Object.freeze({
  timeZone: HOME_TIME_ZONE,
  weekly: Object.freeze([]) as unknown as WeeklyRange[],
  breaks: Object.freeze([]) as unknown as WeeklyRange[],
  overrides: Object.freeze([]) as unknown as DateOverride[],
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 10,
  minimumNoticeMinutes: 720,
  horizonDays: 60,
  slotStepMinutes: 30,
});

export interface Problem {
  field: string;
  message: string;
}

export type Validated<T> = { ok: true; rules: T } | { ok: false; problems: Problem[] };

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Checks one wall-clock range; pushes problems and returns it when sound. */
function checkRange(raw: unknown, field: string, problems: Problem[]): MinuteRange | null {
  if (typeof raw !== 'object' || raw === null) {
    problems.push({ field, message: 'Opseg vremena nije ispravan.' });
    return null;
  }
  const { startMinute, endMinute } = raw as Partial<MinuteRange>;
  let ok = true;
  if (!isInt(startMinute) || startMinute < 0 || startMinute > 1439) {
    problems.push({ field: `${field}.startMinute`, message: 'Početak mora biti između 00:00 i 23:59.' });
    ok = false;
  }
  if (!isInt(endMinute) || endMinute < 1 || endMinute > 1440) {
    problems.push({ field: `${field}.endMinute`, message: 'Kraj mora biti između 00:01 i 24:00.' });
    ok = false;
  }
  if (ok && (endMinute as number) <= (startMinute as number)) {
    problems.push({ field: `${field}.endMinute`, message: 'Kraj mora biti posle početka.' });
    ok = false;
  }
  return ok ? { startMinute: startMinute as number, endMinute: endMinute as number } : null;
}

function checkWeekday(raw: unknown, field: string, problems: Problem[]): number | null {
  const weekday = (raw as Partial<WeeklyRange> | null)?.weekday;
  if (!isInt(weekday) || weekday < 1 || weekday > 7) {
    problems.push({
      field: `${field}.weekday`,
      message: 'Dan u nedelji mora biti od 1 (ponedeljak) do 7 (nedelja).',
    });
    return null;
  }
  return weekday;
}

/** Reports every pair of neighbours (after sorting) that overlap; touching ends do not overlap. */
function reportOverlaps<T extends MinuteRange>(
  items: { range: T; field: string }[],
  problems: Problem[],
): void {
  const sorted = [...items].sort((a, b) => a.range.startMinute - b.range.startMinute);
  let reach: { range: T; field: string } | undefined;
  for (const item of sorted) {
    if (reach && item.range.startMinute < reach.range.endMinute) {
      problems.push({
        field: item.field,
        message: `Opsezi se preklapaju: ${span(reach.range)} i ${span(item.range)}.`,
      });
    }
    if (!reach || item.range.endMinute > reach.range.endMinute) reach = item;
  }
}

const span = (r: MinuteRange) => `${formatMinute(r.startMinute)}–${formatMinute(r.endMinute)}`;

function checkIntRange(
  value: unknown,
  field: string,
  min: number,
  max: number,
  message: string,
  problems: Problem[],
): void {
  if (!isInt(value) || value < min || value > max) problems.push({ field, message });
}

/**
 * Validates rules a therapist saves. On success returns a normalised copy: ranges sorted by weekday and
 * start, overrides sorted by date. Messages are plain Serbian (Latin) for the settings screen.
 */
export function validateRules(input: AvailabilityRules): Validated<AvailabilityRules> {
  const problems: Problem[] = [];
  const raw = (input ?? {}) as Partial<Record<keyof AvailabilityRules, unknown>>;

  if (typeof raw.timeZone !== 'string' || !isTimeZone(raw.timeZone)) {
    problems.push({ field: 'timeZone', message: 'Nepoznata vremenska zona.' });
  }

  const weekly = checkWeeklyList(raw.weekly, 'weekly', MAX_WEEKLY_RANGES, problems, true);
  const breaks = checkWeeklyList(raw.breaks, 'breaks', MAX_BREAKS, problems, false);

  const overrides: DateOverride[] = [];
  if (!Array.isArray(raw.overrides)) {
    problems.push({ field: 'overrides', message: 'Izuzeci nisu ispravni.' });
  } else if (raw.overrides.length > MAX_OVERRIDES) {
    problems.push({ field: 'overrides', message: `Najviše ${MAX_OVERRIDES} izuzetaka po datumu.` });
  } else {
    const seen = new Set<string>();
    raw.overrides.forEach((o: unknown, i: number) => {
      const field = `overrides[${i}]`;
      const date = (o as Partial<DateOverride> | null)?.date;
      const ranges = (o as Partial<DateOverride> | null)?.ranges;
      let ok = true;
      if (typeof date !== 'string' || !isValidLocalDate(date)) {
        problems.push({
          field: `${field}.date`,
          message: 'Datum mora biti stvaran datum u obliku GGGG-MM-DD.',
        });
        ok = false;
      } else if (seen.has(date)) {
        problems.push({ field: `${field}.date`, message: 'Za ovaj datum već postoji izuzetak.' });
        ok = false;
      } else {
        seen.add(date);
      }
      if (!Array.isArray(ranges)) {
        problems.push({ field: `${field}.ranges`, message: 'Opsezi vremena nisu ispravni.' });
        return;
      }
      if (ranges.length > MAX_RANGES_PER_OVERRIDE) {
        problems.push({
          field: `${field}.ranges`,
          message: `Najviše ${MAX_RANGES_PER_OVERRIDE} opsega za jedan datum.`,
        });
        return;
      }
      const checked: { range: MinuteRange; field: string }[] = [];
      ranges.forEach((r: unknown, j: number) => {
        const rf = `${field}.ranges[${j}]`;
        const range = checkRange(r, rf, problems);
        if (range) checked.push({ range, field: rf });
      });
      reportOverlaps(checked, problems);
      if (ok) {
        overrides.push({
          date: date as string,
          ranges: checked.map((c) => c.range).sort((a, b) => a.startMinute - b.startMinute),
        });
      }
    });
  }

  checkIntRange(
    raw.bufferBeforeMinutes,
    'bufferBeforeMinutes',
    0,
    MAX_BUFFER_MINUTES,
    `Pauza pre termina mora biti ceo broj minuta od 0 do ${MAX_BUFFER_MINUTES}.`,
    problems,
  );
  checkIntRange(
    raw.bufferAfterMinutes,
    'bufferAfterMinutes',
    0,
    MAX_BUFFER_MINUTES,
    `Pauza posle termina mora biti ceo broj minuta od 0 do ${MAX_BUFFER_MINUTES}.`,
    problems,
  );
  checkIntRange(
    raw.minimumNoticeMinutes,
    'minimumNoticeMinutes',
    0,
    MAX_NOTICE_MINUTES,
    'Najava mora biti ceo broj minuta, najviše 14 dana.',
    problems,
  );
  checkIntRange(
    raw.horizonDays,
    'horizonDays',
    1,
    MAX_HORIZON_DAYS,
    `Zakazivanje unapred mora biti od 1 do ${MAX_HORIZON_DAYS} dana.`,
    problems,
  );
  if (!(SLOT_STEPS as readonly unknown[]).includes(raw.slotStepMinutes)) {
    problems.push({
      field: 'slotStepMinutes',
      message: 'Termini mogu počinjati na svakih 5, 10, 15, 20, 30 ili 60 minuta.',
    });
  }

  if (problems.length > 0) return { ok: false, problems };
  const byDayAndStart = (a: WeeklyRange, b: WeeklyRange) =>
    a.weekday - b.weekday || a.startMinute - b.startMinute;
  return {
    ok: true,
    rules: {
      timeZone: raw.timeZone as string,
      weekly: weekly.sort(byDayAndStart),
      breaks: breaks.sort(byDayAndStart),
      overrides: overrides.sort((a, b) => (a.date < b.date ? -1 : 1)),
      bufferBeforeMinutes: raw.bufferBeforeMinutes as number,
      bufferAfterMinutes: raw.bufferAfterMinutes as number,
      minimumNoticeMinutes: raw.minimumNoticeMinutes as number,
      horizonDays: raw.horizonDays as number,
      slotStepMinutes: raw.slotStepMinutes as number,
    },
  };
}

function checkWeeklyList(
  raw: unknown,
  field: string,
  max: number,
  problems: Problem[],
  forbidOverlap: boolean,
): WeeklyRange[] {
  const what = field === 'weekly' ? 'opsega radnog vremena' : 'pauza';
  if (!Array.isArray(raw)) {
    problems.push({ field, message: 'Opsezi vremena nisu ispravni.' });
    return [];
  }
  if (raw.length > max) {
    problems.push({ field, message: `Najviše ${max} ${what} nedeljno.` });
    return [];
  }
  const out: WeeklyRange[] = [];
  const perDay = new Map<number, { range: WeeklyRange; field: string }[]>();
  raw.forEach((r: unknown, i: number) => {
    const f = `${field}[${i}]`;
    const weekday = checkWeekday(r, f, problems);
    const range = checkRange(r, f, problems);
    if (weekday === null || range === null) return;
    const item = { weekday, ...range };
    out.push(item);
    const list = perDay.get(weekday) ?? [];
    list.push({ range: item, field: f });
    perDay.set(weekday, list);
  });
  // Overlapping breaks are harmless (they simply add up); overlapping working hours are almost always a typo.
  if (forbidOverlap) for (const list of perDay.values()) reportOverlaps(list, problems);
  return out;
}

/** The time a booking keeps from others: the session plus the buffers either side, [start − before, end + after). */
export function blockedRange(
  start: Date,
  end: Date,
  rules: Pick<AvailabilityRules, 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
): { start: Date; end: Date } {
  return {
    start: new Date(start.getTime() - rules.bufferBeforeMinutes * MINUTE_MS),
    end: new Date(end.getTime() + rules.bufferAfterMinutes * MINUTE_MS),
  };
}
