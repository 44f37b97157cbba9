import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Tx } from '@oslonac/kit';
import { recordErasureReport } from '../src/flows/privacy';
import { newId } from '../src/ids';
import { transaction } from '../src/store/db';
import { findErasure, insertErasure } from '../src/store/erasure';
import { type Harness, startIdentity } from './support/harness';

// Each service's report arrives on its own consumer, so the last two can commit side by side. The erasure must be
// marked complete all the same: a report that counts while another is still uncommitted would see one service
// missing, and so would the other.

const SERVICES = ['identity', 'therapists', 'booking'];
const AT = new Date('2026-11-26T10:00:00Z');

describe('erasure progress', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startIdentity({ name: 'erasure_progress' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('is complete when the last two reports are recorded at the same time', async () => {
    const userId = newId();
    const erasureId = newId();
    await insertErasure(h.prisma, { id: erasureId, userId, requestedAt: AT, expectedServices: SERVICES });
    const report = (tx: unknown, service: string) =>
      recordErasureReport(tx as Tx, { userId, service, keptRecords: 0, erasedAt: AT }, AT);
    await transaction(h.prisma, (tx) => report(tx, 'identity'));

    // The first of the two holds its transaction open for a while after recording; the second records meanwhile.
    let recorded: () => void = () => {};
    const firstRecorded = new Promise<void>((resolve) => {
      recorded = resolve;
    });
    const first = transaction(h.prisma, async (tx) => {
      await report(tx, 'therapists');
      recorded();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await firstRecorded;
    const second = transaction(h.prisma, (tx) => report(tx, 'booking'));
    await Promise.all([first, second]);

    const erasure = await findErasure(h.prisma, erasureId);
    expect(erasure?.reports.map((r) => r.service).sort()).toEqual([...SERVICES].sort());
    expect(erasure?.completedAt).toEqual(AT);
  });
});
