// The video sessions' JSON routes: the session and who is in it, the room's join token, the therapist's note. Every
// call runs as the caller: sessions answers 404 to anyone not in the session (and to all but the therapist for the
// note).
import { type EndpointContext, json } from '../route';
import { getSessionNote, getVideoSession, joinVideoSession, saveSessionNote } from '../use-cases/sessions';

export async function getSession(ctx: EndpointContext<'videoSession'>): Promise<Response> {
  return json(await getVideoSession(ctx.session, ctx.params.sessionId));
}

export async function joinSession(ctx: EndpointContext<'joinVideoSession'>): Promise<Response> {
  return json(await joinVideoSession(ctx.session, ctx.params.sessionId));
}

export async function getNote(ctx: EndpointContext<'sessionNote'>): Promise<Response> {
  return json(await getSessionNote(ctx.session, ctx.params.sessionId));
}

export async function saveNote(ctx: EndpointContext<'saveSessionNote'>): Promise<Response> {
  return json(await saveSessionNote(ctx.session, ctx.params.sessionId, ctx.body));
}
