import type { LateCancelRule } from '@oslonac/lang';
import type { AvailabilityRules, DateOverride, WeeklyRange } from '../domain/availability';
import type { BookingPolicy } from '../domain/policy';
import type { Db } from './db';

export interface AvailabilityRecord {
  rules: AvailabilityRules;
  policy: BookingPolicy;
  saved: boolean;
}

const SELECT = {
  therapistUserId: true,
  timeZone: true,
  weekly: true,
  breaks: true,
  overrides: true,
  bufferBeforeMinutes: true,
  bufferAfterMinutes: true,
  minimumNoticeMinutes: true,
  horizonDays: true,
  slotStepMinutes: true,
  cancelWindowHours: true,
  rescheduleWindowHours: true,
  lateCancel: true,
} as const;

export type AvailabilityRow = {
  therapistUserId: string;
  timeZone: string;
  weekly: unknown;
  breaks: unknown;
  overrides: unknown;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
  slotStepMinutes: number;
  cancelWindowHours: number;
  rescheduleWindowHours: number;
  lateCancel: string;
};

export function toRecord(r: AvailabilityRow): AvailabilityRecord {
  return {
    rules: {
      timeZone: r.timeZone,
      weekly: r.weekly as WeeklyRange[],
      breaks: r.breaks as WeeklyRange[],
      overrides: r.overrides as DateOverride[],
      bufferBeforeMinutes: r.bufferBeforeMinutes,
      bufferAfterMinutes: r.bufferAfterMinutes,
      minimumNoticeMinutes: r.minimumNoticeMinutes,
      horizonDays: r.horizonDays,
      slotStepMinutes: r.slotStepMinutes,
    },
    policy: {
      cancelWindowHours: r.cancelWindowHours,
      rescheduleWindowHours: r.rescheduleWindowHours,
      lateCancel: r.lateCancel as LateCancelRule,
    },
    saved: true,
  };
}

export async function findAvailability(db: Db, therapistUserId: string): Promise<AvailabilityRecord | null> {
  const r = await db.availability.findUnique({ where: { therapistUserId }, select: SELECT });
  return r ? toRecord(r) : null;
}

export async function findAvailabilities(
  db: Db,
  userIds: string[],
): Promise<Map<string, AvailabilityRecord>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.availability.findMany({
    where: { therapistUserId: { in: userIds } },
    select: SELECT,
  });
  return new Map(rows.map((r) => [r.therapistUserId, toRecord(r)]));
}

export async function saveAvailability(
  db: Db,
  therapistUserId: string,
  rules: AvailabilityRules,
  policy: BookingPolicy,
  now: Date,
): Promise<void> {
  const data = {
    timeZone: rules.timeZone,
    weekly: rules.weekly as unknown as object,
    breaks: rules.breaks as unknown as object,
    overrides: rules.overrides as unknown as object,
    bufferBeforeMinutes: rules.bufferBeforeMinutes,
    bufferAfterMinutes: rules.bufferAfterMinutes,
    minimumNoticeMinutes: rules.minimumNoticeMinutes,
    horizonDays: rules.horizonDays,
    slotStepMinutes: rules.slotStepMinutes,
    cancelWindowHours: policy.cancelWindowHours,
    rescheduleWindowHours: policy.rescheduleWindowHours,
    lateCancel: policy.lateCancel,
    updatedAt: now,
  };
  await db.availability.upsert({
    where: { therapistUserId },
    create: { therapistUserId, ...data },
    update: data,
  });
}
