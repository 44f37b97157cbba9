// The video sessions' /api/v1 endpoints (sessions behind them, names from booking): part of the one registry in
// endpoints.ts (spread into it), so route files bind to them and the OpenAPI document lists them.
import { SESSION_FIELD_MESSAGES } from '../server/sessions-errors';
import { endpoint } from './endpoint';
import { EmptyQuery } from './schemas';
import * as s from './session-schemas';

export const sessionEndpoints = {
  videoSession: endpoint({
    method: 'GET',
    path: '/api/v1/sessions/{sessionId}',
    summary: 'A video session (its room window and status) and who is in it; 404 for anyone not in it',
    tag: 'sessions',
    auth: 'user',
    params: s.SessionParams,
    query: EmptyQuery,
    success: { status: 200, description: 'The session', schema: s.SessionResponse },
  }),
  joinVideoSession: endpoint({
    method: 'POST',
    path: '/api/v1/sessions/{sessionId}/join',
    summary:
      'A short-lived token for the room’s signalling WebSocket (/rtc); 409 before the room opens or after it closes',
    tag: 'sessions',
    auth: 'user',
    params: s.SessionParams,
    success: { status: 200, description: 'The token', schema: s.JoinResponse },
  }),
  sessionNote: endpoint({
    method: 'GET',
    path: '/api/v1/sessions/{sessionId}/note',
    summary: 'The therapist’s private note on the session (never shown to the client); 404 for anyone else',
    tag: 'sessions',
    auth: 'user',
    params: s.SessionParams,
    query: EmptyQuery,
    success: {
      status: 200,
      description: 'The note (empty, version 0, before the first save)',
      schema: s.NoteResponse,
    },
  }),
  saveSessionNote: endpoint({
    method: 'PUT',
    path: '/api/v1/sessions/{sessionId}/note',
    summary: 'Save the therapist’s note; 409 when it was saved elsewhere since `expectedVersion`',
    tag: 'sessions',
    auth: 'user',
    params: s.SessionParams,
    body: s.SaveNoteBody,
    // 20,000 characters of Serbian text, JSON-escaped, exceed the default 16 KiB.
    maxBodyBytes: 128 * 1024,
    fieldMessages: SESSION_FIELD_MESSAGES,
    success: { status: 200, description: 'The saved note', schema: s.NoteResponse },
  }),
};
