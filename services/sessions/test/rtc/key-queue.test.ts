import { describe, expect, it } from '@jest/globals';
import { KeyQueue } from '../../src/rtc/key-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('KeyQueue', () => {
  it('runs tasks of one key one after another, in arrival order', async () => {
    const queue = new KeyQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      queue.run('s1', task('a')),
      queue.run('s1', task('b')),
      queue.run('s1', task('c')),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('runs different keys side by side', async () => {
    const queue = new KeyQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
    };
    await Promise.all([queue.run('s1', task('a')), queue.run('s2', task('b'))]);
    expect(log.slice(0, 2).sort()).toEqual(['a start', 'b start']);
  });

  it('goes on after a failed task, and the failure reaches only its caller', async () => {
    const queue = new KeyQueue();
    const failed = queue.run('s1', async () => {
      throw new Error('boom');
    });
    const next = queue.run('s1', async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });

  it('makes find-or-create yield one object for concurrent callers', async () => {
    const queue = new KeyQueue();
    const made = new Map<string, object>();
    let creations = 0;
    const getOrCreate = (key: string) =>
      queue.run(key, async () => {
        const existing = made.get(key);
        if (existing) return existing;
        await tick();
        creations++;
        const created = {};
        made.set(key, created);
        return created;
      });
    const [a, b, c] = await Promise.all([getOrCreate('s1'), getOrCreate('s1'), getOrCreate('s1')]);
    expect(creations).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it('forgets a key once its queue is empty', async () => {
    const queue = new KeyQueue();
    await queue.run('s1', async () => undefined);
    await tick();
    expect(queue.size).toBe(0);
  });
});
