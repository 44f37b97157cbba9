import type { Handlers, Policies } from '@oslonac/kit';
import type { SessionsServiceService } from '@oslonac/proto/oslonac/sessions/v1/sessions';
import { z } from 'zod';
import type { Deps } from '../flows/deps';
import * as notes from '../flows/notes';
import { noteToProto } from '../proto-map';
import { actorOf, parse, uuid } from './request';

// gRPC edge of the therapist's private notes. Any signed-in person may call; the flows answer NOT_FOUND to anyone
// but the session's therapist.

type Service = Pick<typeof SessionsServiceService, 'getNote' | 'saveNote'>;

export const notePolicies: Policies<Service> = {
  getNote: 'authenticated',
  saveNote: 'authenticated',
};

const getSchema = z.object({ sessionId: uuid });
// The outer bound only (two UTF-16 units per character at most); domain/notes.ts counts characters.
const saveSchema = z.object({
  sessionId: uuid,
  text: z.string().max(40_000),
  expectedVersion: z.number().int().min(0),
});

export function noteHandlers(d: Deps): Handlers<Service> {
  return {
    async getNote(req, ctx) {
      const r = parse(getSchema, req);
      return { note: noteToProto(await notes.getNote(d, actorOf(ctx), r.sessionId)) };
    },
    async saveNote(req, ctx) {
      const r = parse(saveSchema, req);
      return { note: noteToProto(await notes.saveNote(d, actorOf(ctx), r)) };
    },
  };
}
