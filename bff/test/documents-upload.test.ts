import { describe, expect, it } from '@jest/globals';
import {
  cleanFileName,
  fileResponse,
  sniffDocumentType,
  uploadDocument,
} from '../src/api/handlers/documents';
import { ORIGIN, request } from './support/http';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);

describe('document checks', () => {
  it('trusts the first bytes, not the name or the declared type', () => {
    expect(sniffDocumentType(PDF)).toBe('application/pdf');
    expect(sniffDocumentType(PNG)).toBe('image/png');
    expect(sniffDocumentType(JPEG)).toBe('image/jpeg');
    expect(sniffDocumentType(new TextEncoder().encode('<html><script>'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array())).toBeNull();
  });

  it('keeps only the last path segment of a file name, without control characters', () => {
    expect(cleanFileName('C:\\Users\\ana\\diploma.pdf', 'application/pdf')).toBe('diploma.pdf');
    expect(cleanFileName('../../etc/passwd', 'application/pdf')).toBe('passwd');
    expect(cleanFileName('a\u0000b"c.png', 'image/png')).toBe('abc.png');
    expect(cleanFileName('   ', 'image/jpeg')).toBe('dokument.jpg');
    expect([...cleanFileName('š'.repeat(500), 'application/pdf')]).toHaveLength(200);
  });

  it('serves a file as an attachment that browsers neither sniff nor run', async () => {
    const res = fileResponse({
      document: {
        id: 'x',
        kind: 'diploma',
        fileName: 'Diploma Đorđević.pdf',
        contentType: 'text/html',
        sizeBytes: PDF.byteLength,
        uploadedAt: null,
      },
      content: PDF,
    });
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Diploma _or_evi_.pdf"; filename*=UTF-8''${encodeURIComponent('Diploma Đorđević.pdf')}`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  });
});

describe('POST /api/v1/me/therapist/documents before any upstream call', () => {
  const multipart = (headers: Record<string, string> = {}) => {
    const form = new FormData();
    form.set('kind', 'diploma');
    form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'diploma.pdf');
    return new Request(`${ORIGIN}/api/v1/me/therapist/documents`, { method: 'POST', body: form, headers });
  };

  it('refuses a cross-site post with the session cookie', async () => {
    const res = await uploadDocument(
      multipart({
        cookie: 'oslonac_session=abc',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      }),
    );
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('csrf.failed');
  });

  it('refuses JSON and other bodies as not multipart', async () => {
    const res = await uploadDocument(
      request('/api/v1/me/therapist/documents', { body: { kind: 'diploma' } }),
    );
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect((await res.json()).code).toBe('upload.not_multipart');
  });

  it('refuses an anonymous upload before reading it', async () => {
    const res = await uploadDocument(multipart());
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('auth.required');
  });

  it('refuses a query string', async () => {
    const req = multipart();
    const res = await uploadDocument(new Request(`${req.url}?x=1`, req));
    expect(res.status).toBe(400);
  });
});
