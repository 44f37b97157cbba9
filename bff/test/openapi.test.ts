import { describe, expect, it } from '@jest/globals';
import { GET } from '../app/api/v1/openapi.json/route';
import { endpoints } from '../src/api/endpoints';
import { buildOpenApi } from '../src/api/openapi';

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
        responses: Record<string, unknown>;
        security: unknown[];
        parameters?: { name: string; in: string }[];
      }
    >
  >;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
  };
};

describe('/api/v1/openapi.json', () => {
  const doc = buildOpenApi() as unknown as Doc;

  it('is an OpenAPI 3.1 document listing every endpoint with its method', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const e of Object.values(endpoints)) {
      expect(doc.paths[e.path]?.[e.method.toLowerCase()]).toBeDefined();
    }
    expect(Object.values(doc.paths).flatMap((p) => Object.keys(p))).toHaveLength(
      Object.keys(endpoints).length + 1,
    );
  });

  it('describes request bodies from the zod schemas (input side) and refuses extra fields', () => {
    const signup = doc.paths['/api/v1/auth/signup']!.post!.requestBody!.content['application/json']!.schema;
    expect(signup).toMatchObject({
      type: 'object',
      required: ['email', 'displayName'],
      additionalProperties: false,
      properties: { email: { type: 'string', maxLength: 254 } },
    });
    // A password comes only after the address is proven: sign-up does not take one.
    expect(signup.properties).not.toHaveProperty('password');
    const password = doc.paths['/api/v1/me/password']!.post!.requestBody!.content['application/json']!.schema;
    expect(password.properties).toMatchObject({ newPassword: { minLength: 10, maxLength: 256 } });
  });

  it('documents path and query parameters, problems and security', () => {
    const grant = doc.paths['/api/v1/admin/users/{id}/roles']!.post!;
    expect(grant.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(grant.security).toEqual([{ sessionCookie: [] }, { bearer: [] }]);
    expect(Object.keys(grant.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '503']));
    const users = doc.paths['/api/v1/admin/users']!.get!;
    expect(users.parameters!.map((p) => p.name)).toEqual(['role', 'q', 'pageToken']);
    expect(doc.paths['/api/v1/auth/password']!.post!.security).toEqual([]);
    expect(doc.components.schemas).toHaveProperty('Problem');
    expect(doc.components.schemas).toHaveProperty('User');
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: '__Host-oslonac_session',
    });
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(JSON.stringify(doc)).not.toContain('#/$defs/');
  });

  it('is served as JSON', async () => {
    const res = GET();
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as Doc).openapi).toBe('3.1.0');
  });
});
