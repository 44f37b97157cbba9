import type { Actor } from '@oslonac/kit';
import { clampPresence } from '../domain/messages';
import { setPresence } from '../store/presence';
import type { Deps } from './deps';

/** The BFF's word that the person has a live stream open until then (or closed it, with now). */
export async function set(d: Deps, actor: Actor, onlineUntil: Date): Promise<void> {
  await setPresence(d.prisma, actor.userId, clampPresence(onlineUntil, d.clock()));
}
