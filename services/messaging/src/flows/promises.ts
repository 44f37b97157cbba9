import type { Actor } from '@oslonac/kit';
import { checkPromise, DEFAULT_PROMISE, type ReplyPromise } from '../domain/promise';
import { findPromise, savePromise } from '../store/promises';
import type { Deps } from './deps';

export async function mine(d: Deps, actor: Actor): Promise<{ promise: ReplyPromise; isDefault: boolean }> {
  const saved = await findPromise(d.prisma, actor.userId);
  return saved ? { promise: saved, isDefault: false } : { promise: DEFAULT_PROMISE, isDefault: true };
}

export async function save(d: Deps, actor: Actor, p: ReplyPromise): Promise<ReplyPromise> {
  return savePromise(d.prisma, actor.userId, checkPromise(p), d.clock());
}
