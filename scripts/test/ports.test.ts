import { describe, expect, it } from '@jest/globals';
import { freePort, portSlice } from '../infra/ports';

describe('test stacks pick their ports', () => {
  it('from separate slices per jest worker, so two stacks starting side by side never pick the same port', () => {
    const [a, aSize] = portSlice('1');
    const [b, bSize] = portSlice('2');
    expect(a + aSize).toBeLessThanOrEqual(b);
    expect(aSize).toBe(bSize);
    expect(a).toBeGreaterThanOrEqual(20_000);
    // Below Linux's ephemeral range, where outgoing connections take their local ports.
    expect(portSlice('4')[0] + portSlice('4')[1]).toBeLessThanOrEqual(32_768);
  });

  it('from the whole range outside jest (make up, the benches)', () => {
    expect(portSlice(undefined)).toEqual([20_000, 12_000]);
  });

  it('never the same port twice, though nothing listens on the first yet (a stack picks all before starting any)', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 400; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
  });
});
