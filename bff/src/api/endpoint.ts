// The shape of one /api/v1 endpoint, and the helper that keeps each literal's types; the registries (endpoints.ts,
// booking-endpoints.ts, support-endpoints.ts) are lists of these.
import type { z } from 'zod';
import type { Message } from '../server/message';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** none: anyone; optional: uses the session when there is one; user: signed in; admin: admin or superuser. */
export type AuthLevel = 'none' | 'optional' | 'user' | 'admin';

export interface Endpoint<
  A extends AuthLevel = AuthLevel,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: A;
  /** Open to a session whose second factor is still pending (every other 'user' route refuses it). */
  secondFactorStep?: true;
  /** Per-IP token bucket in this process (sign-in routes). */
  rateLimited?: boolean;
  /** Sets or clears the session cookie (documented in OpenAPI). */
  setsSession?: boolean;
  body?: B;
  query?: Q;
  params?: P;
  success: { status: number; description: string; schema?: z.ZodType };
  /** identity's field names → this route's (errors[field] in problems). */
  upstreamFields?: Record<string, string>;
  /** A multipart/form-data upload instead of a JSON body (documented in OpenAPI; the handler parses it). */
  upload?: { field: string; maxBytes: number; contentTypes: readonly string[]; fields: z.ZodType };
  /** Answers with a file instead of JSON. */
  download?: true;
  /**
   * An application/x-www-form-urlencoded body instead of JSON, for posts that come from mail clients (RFC 8058
   * one-click unsubscribe). Such a route has its own frame (src/api/unsubscribe-route.ts), without the CSRF check.
   */
  form?: z.ZodType;
  /** Answers with a Server-Sent Events stream (text/event-stream) instead of JSON. */
  eventStream?: true;
  /** A larger JSON body than route.ts's 16 KiB default (a session note of 20,000 characters). */
  maxBodyBytes?: number;
  /** This route's texts for body fields whose name the shared FIELD_MESSAGES use with other limits. */
  fieldMessages?: Record<string, Message>;
}

/** Returns the endpoint as given; it exists so each literal keeps its own auth, body, query and params types. */
export function endpoint<
  A extends AuthLevel,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(e: Endpoint<A, B, Q, P>): Endpoint<A, B, Q, P> {
  return e;
}
