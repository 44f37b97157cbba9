import { describe, expect, it } from '@jest/globals';
import { addDays, instantToWall, type LocalDate, wallToInstant, weekdayOf } from '@oslonac/lang';
import fc from 'fast-check';
import { type AvailabilityRules, blockedRange, type WeeklyRange } from '../src/domain/availability';
import { computeSlots, type Interval, isBookableStart, type Slot, type SlotQuery } from '../src/domain/slots';

const MIN = 60_000;
const DAY = 86_400_000;

// Weeks around each zone's own DST changes, where mistakes show, and an ordinary summer week.
const ORDINARY = Date.parse('2026-07-15T12:00Z');
const CHANGES: [string, number[]][] = [
  ['Europe/Belgrade', ['2026-03-29T01:00Z', '2026-10-25T01:00Z']],
  ['America/Chicago', ['2026-03-08T08:00Z', '2026-11-01T07:00Z']],
  ['Australia/Sydney', ['2026-04-04T16:00Z', '2026-10-03T16:00Z']],
  ['Australia/Lord_Howe', ['2026-04-04T15:00Z', '2026-10-03T15:30Z']], // half-hour changes
  ['America/St_Johns', ['2026-03-08T05:30Z', '2026-11-01T04:30Z']],
  ['UTC', []],
].map(([zone, at]) => [zone as string, (at as string[]).map((s) => Date.parse(s))]);
const zoneAndAnchor = fc
  .constantFrom(...CHANGES)
  .chain(([zone, changes]) => fc.tuple(fc.constant(zone), fc.constantFrom(...changes, ORDINARY)));

// Changes happen around 02:00 local time, so many range ends fall in the small hours; on-the-half-hour ends
// make ranges that touch and sessions that fit exactly.
const minute = fc.oneof(
  fc.integer({ min: 0, max: 1440 }),
  fc.integer({ min: 0, max: 300 }),
  fc.integer({ min: 0, max: 48 }).map((n) => n * 30),
  fc.integer({ min: 0, max: 10 }).map((n) => n * 30),
);
const range = fc
  .tuple(minute, minute)
  .filter(([a, b]) => a !== b)
  .map(([a, b]) => ({ startMinute: Math.min(a, b), endMinute: Math.max(a, b) }));
const weeklyRange = fc
  .tuple(fc.integer({ min: 1, max: 7 }), range)
  .map(([weekday, r]): WeeklyRange => ({ weekday, ...r }));

const query = fc
  .record({
    zoneAndAnchor,
    focus: fc.boolean(),
    nowShift: fc.integer({ min: -3 * 1440, max: 1440 }),
    fromShift: fc.integer({ min: -1440, max: 3 * 1440 }),
    windowMinutes: fc.integer({ min: 0, max: 6 * 1440 }),
    // Mostly wide working hours, so that plenty of slots exist to be checked.
    weekly: fc.oneof(
      fc.array(weeklyRange, { maxLength: 12 }),
      fc.constant([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 }))),
    ),
    breaks: fc.array(weeklyRange, { maxLength: 4 }),
    overrideDays: fc.uniqueArray(fc.integer({ min: -2, max: 8 }), { maxLength: 3 }),
    overrideRanges: fc.array(fc.array(range, { maxLength: 3 }), { minLength: 3, maxLength: 3 }),
    bufferBeforeMinutes: fc.integer({ min: 0, max: 120 }),
    bufferAfterMinutes: fc.integer({ min: 0, max: 120 }),
    minimumNoticeMinutes: fc.oneof(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 2 * 1440 })),
    horizonDays: fc.integer({ min: 1, max: 10 }),
    slotStepMinutes: fc.constantFrom(5, 10, 15, 20, 30, 60),
    durationMinutes: fc.integer({ min: 10, max: 180 }),
    busy: fc.array(fc.tuple(fc.integer({ min: -1440, max: 7 * 1440 }), fc.integer({ min: 1, max: 300 })), {
      maxLength: 10,
    }),
  })
  .map((g): SlotQuery => {
    const [zone, anchor] = g.zoneAndAnchor;
    const base = anchor + g.nowShift * MIN;
    // Half of the cases look at the change day itself, booked well in advance.
    const now = new Date(g.focus ? anchor - 3 * DAY : base);
    const from = new Date(g.focus ? anchor - 14 * 60 * MIN : base + g.fromShift * MIN);
    const to = new Date(g.focus ? anchor + 14 * 60 * MIN : from.getTime() + g.windowMinutes * MIN);
    const firstDate = instantToWall(from, zone).date;
    const rules: AvailabilityRules = {
      timeZone: zone,
      weekly: g.weekly,
      breaks: g.breaks,
      overrides: g.overrideDays.map((d, i) => ({
        date: addDays(firstDate, d),
        ranges: g.overrideRanges[i]!,
      })),
      bufferBeforeMinutes: g.bufferBeforeMinutes,
      bufferAfterMinutes: g.bufferAfterMinutes,
      minimumNoticeMinutes: g.minimumNoticeMinutes,
      horizonDays: g.horizonDays,
      slotStepMinutes: g.slotStepMinutes,
    };
    const busy: Interval[] = g.busy.map(([start, length]) => ({
      start: new Date(from.getTime() + start * MIN),
      end: new Date(from.getTime() + (start + length) * MIN),
    }));
    return { rules, durationMinutes: g.durationMinutes, from, to, now, busy };
  });

/** Minute-by-minute open map of one local date, written independently of slots.ts. */
function openMinutes(rules: AvailabilityRules, date: LocalDate): boolean[] {
  const open = new Array<boolean>(1440).fill(false);
  const mark = (r: { startMinute: number; endMinute: number }, value: boolean) => {
    for (let m = r.startMinute; m < r.endMinute; m++) open[m] = value;
  };
  const override = rules.overrides.find((o) => o.date === date);
  if (override) {
    for (const r of override.ranges) mark(r, true);
  } else {
    const weekday = weekdayOf(date);
    for (const r of rules.weekly) if (r.weekday === weekday) mark(r, true);
    for (const r of rules.breaks) if (r.weekday === weekday) mark(r, false);
  }
  return open;
}

/** Is the session open by the wall clock from its start to its end (which may read later on a spring-forward day)? */
function insideOpenHours(slot: Slot, q: SlotQuery): boolean {
  const zone = q.rules.timeZone;
  const start = instantToWall(slot.start, zone);
  const end = instantToWall(slot.end, zone);
  let endIndex: number;
  if (end.date === start.date) endIndex = end.minuteOfDay;
  else if (end.date === addDays(start.date, 1) && end.minuteOfDay === 0) endIndex = 1440;
  else return false;
  const open = openMinutes(q.rules, start.date);
  const last = Math.max(endIndex, start.minuteOfDay + q.durationMinutes);
  if (last > 1440) return false;
  for (let m = start.minuteOfDay; m < last; m++) if (!open[m]) return false;
  return true;
}

const overlaps = (a: { start: Date; end: Date }, b: { start: Date; end: Date }) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/** Brute force over every aligned minute of every nearby date: the slots as the rules define them. */
function oracle(q: SlotQuery): number[] {
  const { rules } = q;
  const zone = rules.timeZone;
  const lo = Math.max(q.from.getTime(), q.now.getTime() + rules.minimumNoticeMinutes * MIN);
  const hi = Math.min(q.to.getTime(), q.now.getTime() + rules.horizonDays * DAY);
  const out: number[] = [];
  if (lo >= hi) return out;
  const last = addDays(instantToWall(new Date(hi), zone).date, 1);
  for (
    let date = addDays(instantToWall(new Date(lo), zone).date, -1);
    date <= last;
    date = addDays(date, 1)
  ) {
    for (let m = 0; m + q.durationMinutes <= 1440; m += rules.slotStepMinutes) {
      const start = wallToInstant(date, m, zone);
      if (!start) continue;
      const slot = { start, end: new Date(start.getTime() + q.durationMinutes * MIN) };
      if (slot.start.getTime() < lo || slot.start.getTime() >= hi) continue;
      if (!insideOpenHours(slot, q)) continue;
      const blocked = blockedRange(slot.start, slot.end, rules);
      if (q.busy.some((b) => overlaps(blocked, b))) continue;
      out.push(start.getTime());
    }
  }
  return out.sort((a, b) => a - b);
}

const RUNS = { numRuns: 400 };

describe('computeSlots properties', () => {
  it('never offers a slot whose blocked range touches busy time', () => {
    fc.assert(
      fc.property(query, (q) => {
        const clashes = computeSlots(q).filter((slot) => {
          const blocked = blockedRange(slot.start, slot.end, q.rules);
          return q.busy.some((b) => overlaps(blocked, b));
        });
        expect(clashes).toEqual([]);
      }),
      RUNS,
    );
  });

  it('keeps every session inside the open hours of its own local date, on a step-aligned start', () => {
    fc.assert(
      fc.property(query, (q) => {
        const wrong = computeSlots(q).filter((slot) => {
          const wall = instantToWall(slot.start, q.rules.timeZone);
          return (
            slot.end.getTime() - slot.start.getTime() !== q.durationMinutes * MIN ||
            !insideOpenHours(slot, q) ||
            wall.minuteOfDay % q.rules.slotStepMinutes !== 0 ||
            // The start is the first instant showing that wall time: 30 or 60 minutes earlier the clock read otherwise.
            [30, 60].some((shift) => {
              const earlier = instantToWall(new Date(slot.start.getTime() - shift * MIN), q.rules.timeZone);
              return earlier.date === wall.date && earlier.minuteOfDay === wall.minuteOfDay;
            })
          );
        });
        expect(wrong).toEqual([]);
      }),
      RUNS,
    );
  });

  it('is sorted, without duplicates, inside [from, to), after the notice and before the horizon', () => {
    fc.assert(
      fc.property(query, (q) => {
        const slots = computeSlots(q);
        const notice = q.now.getTime() + q.rules.minimumNoticeMinutes * MIN;
        const horizon = q.now.getTime() + q.rules.horizonDays * DAY;
        const wrong = slots.filter((slot, i) => {
          const t = slot.start.getTime();
          return (
            (i > 0 && t <= slots[i - 1]!.start.getTime()) ||
            t < q.from.getTime() ||
            t >= q.to.getTime() ||
            t < notice ||
            t >= horizon
          );
        });
        expect(wrong).toEqual([]);
      }),
      RUNS,
    );
  });

  it('offers exactly what a minute-by-minute brute force finds (nothing missing, nothing extra)', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(computeSlots(q).map((s) => s.start.getTime())).toEqual(oracle(q));
      }),
      RUNS,
    );
  });

  it('with a limit returns the first slots of the full list', () => {
    fc.assert(
      fc.property(query, fc.integer({ min: 1, max: 20 }), (q, limit) => {
        const all = computeSlots(q);
        expect(computeSlots({ ...q, limit })).toEqual(all.slice(0, limit));
      }),
      RUNS,
    );
  });

  it('isBookableStart agrees with the slot list, for offered starts and for their neighbours', () => {
    fc.assert(
      fc.property(query, fc.array(fc.integer({ min: 0, max: 7 * 1440 }), { maxLength: 20 }), (q, probes) => {
        const slots = computeSlots(q);
        const offered = new Set(slots.map((s) => s.start.getTime()));
        const candidates = [
          ...offered,
          ...slots.flatMap((s) =>
            [-q.rules.slotStepMinutes, -1, 1, q.rules.slotStepMinutes].map(
              (d) => s.start.getTime() + d * MIN,
            ),
          ),
          ...probes.map((p) => q.from.getTime() + p * MIN),
        ].filter((t) => t >= q.from.getTime() && t < q.to.getTime());
        const { from: _from, to: _to, ...rest } = q;
        const disagree = candidates.filter((t) => isBookableStart(rest, new Date(t)) !== offered.has(t));
        expect(disagree.map((t) => new Date(t))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
