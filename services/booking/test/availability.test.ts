import { describe, expect, it } from '@jest/globals';
import {
  type AvailabilityRules,
  blockedRange,
  DEFAULT_RULES,
  validateRules,
} from '../src/domain/availability';

const valid = (over: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  ...DEFAULT_RULES,
  weekly: [
    { weekday: 3, startMinute: 900, endMinute: 1020 },
    { weekday: 1, startMinute: 540, endMinute: 720 },
    { weekday: 1, startMinute: 720, endMinute: 1020 },
  ],
  breaks: [{ weekday: 1, startMinute: 720, endMinute: 780 }],
  overrides: [
    { date: '2026-05-01', ranges: [] },
    { date: '2026-04-30', ranges: [{ startMinute: 600, endMinute: 660 }] },
  ],
  ...over,
});

function problemsOf(input: unknown) {
  const result = validateRules(input as AvailabilityRules);
  return result.ok ? [] : result.problems;
}

const fields = (input: unknown) => problemsOf(input).map((p) => p.field);

describe('DEFAULT_RULES', () => {
  it('are Belgrade, 10-minute buffers, 12 h notice, 60 days ahead, half-hour steps, and no hours yet', () => {
    expect(DEFAULT_RULES).toEqual({
      timeZone: 'Europe/Belgrade',
      weekly: [],
      breaks: [],
      overrides: [],
      bufferBeforeMinutes: 10,
      bufferAfterMinutes: 10,
      minimumNoticeMinutes: 720,
      horizonDays: 60,
      slotStepMinutes: 30,
    });
    expect(validateRules(DEFAULT_RULES).ok).toBe(true);
  });
});

describe('validateRules', () => {
  it('accepts sound rules and returns them sorted (touching ranges are fine)', () => {
    const result = validateRules(valid());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rules.weekly.map((r) => [r.weekday, r.startMinute])).toEqual([
      [1, 540],
      [1, 720],
      [3, 900],
    ]);
    expect(result.rules.overrides.map((o) => o.date)).toEqual(['2026-04-30', '2026-05-01']);
  });

  it('rejects an unknown zone', () => {
    expect(problemsOf(valid({ timeZone: 'Europe/Novi_Sad' }))).toEqual([
      { field: 'timeZone', message: 'Nepoznata vremenska zona.' },
    ]);
  });

  it('says when the end is not after the start', () => {
    expect(problemsOf(valid({ weekly: [{ weekday: 2, startMinute: 600, endMinute: 600 }] }))).toEqual([
      { field: 'weekly[0].endMinute', message: 'Kraj mora biti posle početka.' },
    ]);
  });

  it('rejects minutes that are not whole or out of the day, and bad weekdays', () => {
    expect(fields(valid({ weekly: [{ weekday: 2, startMinute: 600.5, endMinute: 700 }] }))).toEqual([
      'weekly[0].startMinute',
    ]);
    expect(fields(valid({ weekly: [{ weekday: 2, startMinute: -30, endMinute: 1441 }] }))).toEqual([
      'weekly[0].startMinute',
      'weekly[0].endMinute',
    ]);
    expect(fields(valid({ weekly: [{ weekday: 0, startMinute: 60, endMinute: 120 }] }))).toEqual([
      'weekly[0].weekday',
    ]);
    expect(fields(valid({ breaks: [{ weekday: 8, startMinute: 60, endMinute: 120 }] }))).toEqual([
      'breaks[0].weekday',
    ]);
    // 24:00 is a fine end of day.
    expect(fields(valid({ weekly: [{ weekday: 7, startMinute: 1380, endMinute: 1440 }] }))).toEqual([]);
  });

  it('reports overlapping working hours on the same weekday, with the times', () => {
    const problems = problemsOf(
      valid({
        weekly: [
          { weekday: 2, startMinute: 540, endMinute: 720 },
          { weekday: 3, startMinute: 600, endMinute: 660 },
          { weekday: 2, startMinute: 660, endMinute: 780 },
        ],
      }),
    );
    expect(problems).toEqual([
      { field: 'weekly[2]', message: 'Opsezi se preklapaju: 09:00–12:00 i 11:00–13:00.' },
    ]);
  });

  it('finds an overlap hidden behind a long range', () => {
    expect(
      fields(
        valid({
          weekly: [
            { weekday: 2, startMinute: 480, endMinute: 1200 },
            { weekday: 2, startMinute: 540, endMinute: 600 },
            { weekday: 2, startMinute: 900, endMinute: 960 },
          ],
        }),
      ),
    ).toEqual(['weekly[1]', 'weekly[2]']);
  });

  it('allows overlapping breaks (they simply add up)', () => {
    const breaks = [
      { weekday: 1, startMinute: 720, endMinute: 780 },
      { weekday: 1, startMinute: 750, endMinute: 800 },
    ];
    expect(problemsOf(valid({ breaks }))).toEqual([]);
  });

  it('limits weekly ranges to 50', () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        weekday: (i % 7) + 1,
        startMinute: i * 20,
        endMinute: i * 20 + 10,
      }));
    expect(fields(valid({ weekly: many(50) }))).toEqual([]);
    expect(fields(valid({ weekly: many(51) }))).toEqual(['weekly']);
  });

  it('wants overrides on real, distinct dates, at most 366 of them', () => {
    expect(
      problemsOf(
        valid({
          overrides: [
            { date: '2026-02-30', ranges: [] },
            { date: '2026-04-30', ranges: [] },
            { date: '2026-04-30', ranges: [{ startMinute: 60, endMinute: 30 }] },
          ],
        }),
      ),
    ).toEqual([
      { field: 'overrides[0].date', message: 'Datum mora biti stvaran datum u obliku GGGG-MM-DD.' },
      { field: 'overrides[2].date', message: 'Za ovaj datum već postoji izuzetak.' },
      { field: 'overrides[2].ranges[0].endMinute', message: 'Kraj mora biti posle početka.' },
    ]);
    const days = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
        ranges: [],
      }));
    expect(fields(valid({ overrides: days(366) }))).toEqual([]);
    expect(fields(valid({ overrides: days(367) }))).toEqual(['overrides']);
  });

  it('reports overlapping ranges inside one override', () => {
    expect(
      fields(
        valid({
          overrides: [
            {
              date: '2026-06-01',
              ranges: [
                { startMinute: 600, endMinute: 700 },
                { startMinute: 650, endMinute: 800 },
              ],
            },
          ],
        }),
      ),
    ).toEqual(['overrides[0].ranges[1]']);
  });

  it('checks buffers, notice, horizon and step against their limits', () => {
    expect(fields(valid({ bufferBeforeMinutes: 0, bufferAfterMinutes: 120 }))).toEqual([]);
    expect(fields(valid({ bufferBeforeMinutes: -1, bufferAfterMinutes: 121 }))).toEqual([
      'bufferBeforeMinutes',
      'bufferAfterMinutes',
    ]);
    expect(fields(valid({ minimumNoticeMinutes: 14 * 24 * 60 }))).toEqual([]);
    expect(fields(valid({ minimumNoticeMinutes: 14 * 24 * 60 + 1 }))).toEqual(['minimumNoticeMinutes']);
    expect(fields(valid({ horizonDays: 0 }))).toEqual(['horizonDays']);
    expect(fields(valid({ horizonDays: 365 }))).toEqual([]);
    expect(fields(valid({ horizonDays: 366 }))).toEqual(['horizonDays']);
    for (const step of [5, 10, 15, 20, 30, 60]) expect(fields(valid({ slotStepMinutes: step }))).toEqual([]);
    for (const step of [0, 7, 25, 45, 90])
      expect(fields(valid({ slotStepMinutes: step }))).toEqual(['slotStepMinutes']);
  });

  it('survives garbage without throwing', () => {
    expect(fields({ timeZone: 5, weekly: 'x', breaks: null, overrides: [null] })).toEqual(
      expect.arrayContaining(['timeZone', 'weekly', 'breaks', 'overrides[0].date', 'overrides[0].ranges']),
    );
    expect(validateRules(null as unknown as AvailabilityRules).ok).toBe(false);
  });

  it('writes every message in plain Serbian Latin', () => {
    const problems = problemsOf({ timeZone: '', weekly: [{}], breaks: [], overrides: [] });
    expect(problems.length).toBeGreaterThan(3);
    for (const p of problems) expect(p.message).toMatch(/^[A-ZČĆŠŽĐa-zčćšžđ0-9 ,.:()–'-]+$/);
  });
});

describe('blockedRange', () => {
  it('widens a session by the buffers either side', () => {
    const start = new Date('2026-03-23T09:00:00Z');
    const end = new Date('2026-03-23T09:50:00Z');
    expect(blockedRange(start, end, { bufferBeforeMinutes: 10, bufferAfterMinutes: 15 })).toEqual({
      start: new Date('2026-03-23T08:50:00Z'),
      end: new Date('2026-03-23T10:05:00Z'),
    });
    expect(blockedRange(start, end, { bufferBeforeMinutes: 0, bufferAfterMinutes: 0 })).toEqual({
      start,
      end,
    });
  });
});
