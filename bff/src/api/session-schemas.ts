// Request and response schemas of the video-session routes. The note's bound matches sessions' (proto comment), so
// an over-long note is a 400 with a Serbian message here before it travels.
import { z } from 'zod';
import { NOTE_TEXT_MAX } from '../server/views/sessions';

export const SessionParams = z.strictObject({ sessionId: z.uuid() });

export const SaveNoteBody = z.strictObject({
  text: z.string().max(NOTE_TEXT_MAX),
  expectedVersion: z.int().min(0).max(2_147_483_647).meta({
    description: 'The version the therapist edited (0 for a first note); a stale one is a 409',
  }),
});

const Role = z.enum(['client', 'partner', 'therapist']);

const Session = z
  .object({
    id: z.string().meta({ description: "The booking's id" }),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    opensAt: z.iso
      .datetime()
      .meta({ description: 'The room admits from here (10 minutes before the start)' }),
    closesAt: z.iso.datetime().meta({ description: 'The room admits until here (the end plus 15 minutes)' }),
    status: z.enum(['scheduled', 'open', 'ended', 'cancelled']),
    myRole: Role,
    clientJoined: z
      .boolean()
      .meta({ description: 'Once ended: whether the client (or partner) ever joined' }),
    endedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'VideoSession' });

const Person = z
  .object({ userId: z.string(), role: Role, displayName: z.string() })
  .meta({ id: 'VideoSessionPerson' });

export const SessionResponse = z.object({ session: Session, people: z.array(Person) });

export const JoinResponse = z.object({
  token: z.string().meta({ description: 'For the signalling WebSocket; valid about two minutes' }),
  expiresAt: z.iso.datetime(),
  rtcPath: z.literal('/rtc').meta({ description: 'The WebSocket path on this origin' }),
});

export const NoteResponse = z
  .object({ text: z.string(), version: z.int(), updatedAt: z.iso.datetime().nullable() })
  .meta({ id: 'SessionNote' });
