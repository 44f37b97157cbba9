// /api/v1/openapi.json, generated from the same endpoint list and zod schemas the handlers validate with.
import { z } from 'zod';
import { type Endpoint, endpoints } from './endpoints';
import { EmptyBody, HealthResponse, ProblemSchema } from './schemas';

type JsonSchema = Record<string, unknown>;

const REF_PREFIX = '#/components/schemas/';

/** zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect); named schemas move to components. */
function toSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonSchema>,
): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  const defs = out.$defs as Record<string, JsonSchema> | undefined;
  delete out.$defs;
  const rewritten = JSON.parse(JSON.stringify(out).replaceAll('"#/$defs/', `"${REF_PREFIX}`)) as JsonSchema;
  for (const [name, def] of Object.entries(defs ?? {})) {
    components[name] = JSON.parse(JSON.stringify(def).replaceAll('"#/$defs/', `"${REF_PREFIX}`));
  }
  return rewritten;
}

function parameters(
  schema: z.ZodType | undefined,
  location: 'query' | 'path',
  components: Record<string, JsonSchema>,
): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input', components);
  const props = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: s,
  }));
}

const problemRef = { $ref: `${REF_PREFIX}Problem` };
const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problemRef } },
});

function operation(e: Endpoint, components: Record<string, JsonSchema>): JsonSchema {
  const op: JsonSchema = {
    operationId: Object.entries(endpoints).find(([, v]) => v === e)?.[0],
    summary: e.summary,
    tags: [e.tag],
  };
  const params = [...parameters(e.params, 'path', components), ...parameters(e.query, 'query', components)];
  if (params.length) op.parameters = params;
  if (e.body && e.body !== EmptyBody) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: toSchema(e.body, 'input', components) } },
    };
  }
  if (e.upload) {
    const fields = toSchema(e.upload.fields, 'input', components);
    const props = (fields.properties ?? {}) as Record<string, JsonSchema>;
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [...((fields.required ?? []) as string[]), e.upload.field],
            properties: {
              ...props,
              [e.upload.field]: {
                type: 'string',
                contentMediaType: e.upload.contentTypes.join(', '),
                maxLength: e.upload.maxBytes,
                description: `${e.upload.contentTypes.join(', ')}; at most ${e.upload.maxBytes} bytes`,
              },
            },
          },
        },
      },
    };
  }
  const success: JsonSchema = { description: e.success.description };
  if (e.form) {
    op.requestBody = {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: toSchema(e.form, 'input', components) } },
    };
    success.content = { 'text/plain': { schema: { type: 'string' } } };
  }
  if (e.download) {
    success.content = { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };
  }
  if (e.eventStream) {
    success.content = { 'text/event-stream': { schema: { type: 'string' } } };
  }
  if (e.success.schema) {
    success.content = { 'application/json': { schema: toSchema(e.success.schema, 'output', components) } };
  }
  if (e.setsSession) {
    success.headers = {
      'Set-Cookie': {
        description: 'Session cookie (__Host-oslonac_session over https, oslonac_session on local http)',
        schema: { type: 'string' },
      },
    };
  }
  const responses: JsonSchema = { [String(e.success.status)]: success };
  responses['400'] = problem('Invalid input (errors has a message per field)');
  // A form route (RFC 8058 one-click) has no CSRF check (mail clients post it) and answers plain text.
  if (e.method !== 'GET' && !e.form) {
    responses['403'] = problem('CSRF check failed, or not allowed');
    responses['413'] = problem(e.upload ? 'File larger than allowed' : 'Body larger than 16 KB');
    responses['415'] = problem(
      e.upload ? 'Not multipart/form-data, or a file type not accepted' : 'Body is not JSON',
    );
  }
  if (e.auth === 'user' || e.auth === 'admin') responses['401'] = problem('Not signed in');
  if (e.auth === 'admin') responses['403'] = problem('Not allowed (CSRF, or missing role)');
  if (e.params) responses['404'] = problem('Not found, or not yours to see');
  if (e.rateLimited) responses['429'] = problem('Too many attempts (Retry-After)');
  responses['503'] = problem('A service behind the BFF is unavailable');
  op.responses = responses;
  if (e.auth === 'user' || e.auth === 'admin') op.security = [{ sessionCookie: [] }, { bearer: [] }];
  else op.security = [];
  return op;
}

export function buildOpenApi(): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const e of Object.values(endpoints) as Endpoint[]) {
    paths[e.path] ??= {};
    paths[e.path]![e.method.toLowerCase()] = operation(e, components);
  }
  paths['/api/health'] = {
    get: {
      operationId: 'health',
      summary: 'Readiness of the BFF and its upstreams',
      tags: ['ops'],
      security: [],
      responses: {
        '200': {
          description: 'All upstreams serving',
          content: { 'application/json': { schema: toSchema(HealthResponse, 'output', components) } },
        },
        '503': {
          description: 'An upstream is not serving',
          content: { 'application/json': { schema: toSchema(HealthResponse, 'output', components) } },
        },
      },
    },
  };
  components.Problem = toSchema(ProblemSchema, 'output', components);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Oslonac BFF API',
      version: '1.0.0',
      description:
        'JSON API of the Oslonac web app. Browsers authenticate with the session cookie and must send ' +
        'x-csrf-token equal to the oslonac_csrf cookie on POST/PUT/PATCH/DELETE; the mobile app sends ' +
        '`Authorization: Bearer <session token>` instead. Errors are application/problem+json with a ' +
        'localised title (cookie oslonac_locale: sr-Latn, sr-Cyrl, en).',
    },
    servers: [{ url: '/' }],
    tags: [
      'auth',
      'me',
      'onboarding',
      'mobile',
      'therapist',
      'reviews',
      'booking',
      'support',
      'admin',
      'ops',
    ].map((name) => ({
      name,
    })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: '__Host-oslonac_session',
          description: 'Over plain http (local development) the cookie is named oslonac_session.',
        },
        bearer: { type: 'http', scheme: 'bearer', description: 'Session token from /api/v1/mobile/exchange' },
        csrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'x-csrf-token',
          description:
            'Double-submit token: must equal the oslonac_csrf cookie on cookie-authenticated writes.',
        },
      },
    },
  };
}
