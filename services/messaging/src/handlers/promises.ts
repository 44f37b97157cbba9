import type { Handlers, Policies } from '@oslonac/kit';
import type { MessagingServiceService } from '@oslonac/proto/oslonac/messaging/v1/messaging';
import { z } from 'zod';
import { errors } from '../domain/errors';
import type { Deps } from '../flows/deps';
import * as promises from '../flows/promises';
import { promiseToProto } from '../proto-map';
import { actorOf, parse } from './request';

// gRPC edge of a therapist's reply promise.

type Service = Pick<typeof MessagingServiceService, 'getMyReplyPromise' | 'saveMyReplyPromise'>;

export const promisePolicies: Policies<Service> = {
  getMyReplyPromise: ['therapist'],
  saveMyReplyPromise: ['therapist'],
};

const int = z.number().int().min(-100_000).max(100_000);
const saveSchema = z.object({
  promise: z.object(
    {
      answerWithinHours: int,
      days: z.array(int).max(20),
      startMinute: int,
      endMinute: int,
      timeZone: z.string().max(100),
    },
    { error: 'promise' },
  ),
});

export function promiseHandlers(d: Deps): Handlers<Service> {
  return {
    async getMyReplyPromise(_req, ctx) {
      const out = await promises.mine(d, actorOf(ctx));
      return { promise: promiseToProto(out.promise), isDefault: out.isDefault };
    },
    async saveMyReplyPromise(req, ctx) {
      if (!req.promise) throw errors.invalidPromise('promise', 'Obećanje o odgovoru nije zadato.');
      const r = parse(saveSchema, req);
      return { promise: promiseToProto(await promises.save(d, actorOf(ctx), r.promise)) };
    },
  };
}
