import { describe, expect, it } from '@jest/globals';
import { POST } from '../app/api/locale/route';

function form(body: string, headers: Record<string, string> = {}) {
  return new Request('http://localhost:3000/api/locale', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

describe('POST /api/locale', () => {
  it('sets the locale cookie for a year and goes back to the page', async () => {
    const res = await POST(form('locale=sr-Cyrl', { referer: 'http://localhost:3000/terapeuti?q=ana' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/terapeuti?q=ana');
    expect(res.headers.get('set-cookie')).toBe(
      'oslonac_locale=sr-Cyrl; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('goes back without ?pismo=, which would overrule the choice just made', async () => {
    const res = await POST(
      form('locale=sr-Latn', { referer: 'http://localhost:3000/terapeuti?pismo=cirilica&q=ana' }),
    );
    expect(res.headers.get('location')).toBe('/terapeuti?q=ana');
  });

  it('goes to / when the Referer is missing or another site', async () => {
    expect((await POST(form('locale=en'))).headers.get('location')).toBe('/');
    expect(
      (await POST(form('locale=en', { referer: 'https://evil.example/x' }))).headers.get('location'),
    ).toBe('/');
  });

  it('accepts multipart forms too', async () => {
    const data = new FormData();
    data.set('locale', 'en');
    const res = await POST(new Request('http://localhost:3000/api/locale', { method: 'POST', body: data }));
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toContain('oslonac_locale=en');
  });

  it('refuses unknown locales and cross-site posts with problems', async () => {
    const bad = await POST(form('locale=de'));
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toBe('application/problem+json');
    const cross = await POST(form('locale=en', { origin: 'https://evil.example' }));
    expect(cross.status).toBe(403);
    expect((await POST(form(`locale=en&pad=${'x'.repeat(5000)}`))).status).toBe(400);
  });
});
