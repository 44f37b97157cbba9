/**
 * What a browser without JavaScript gets: the server-rendered HTML must already hold a working script switch,
 * the crisis line and the skip link.
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { AppShell } from '../src/components/AppShell';
import { Button } from '../src/components/Button';
import { PasswordField } from '../src/components/PasswordField';
import { LocaleProvider } from '../src/i18n/provider';

/** The opening tag of the first element of this kind with this class. */
function tag(html: string, name: string, className: string): string {
  const match = html.match(new RegExp(`<${name}\\b[^>]*class="${className}"[^>]*>`));
  if (!match) throw new Error(`no <${name} class="${className}"> in the HTML`);
  return match[0];
}

describe('server rendering', () => {
  it('renders the page frame as plain HTML forms and links', () => {
    const html = renderToString(
      <LocaleProvider locale="sr-Latn">
        <AppShell locale="sr-Latn" returnTo="/">
          <Button type="submit">Pošalji</Button>
          <PasswordField name="password" label="Lozinka" />
        </AppShell>
      </LocaleProvider>,
    );
    expect(html).toContain('<a class="o-skip-link" href="#main">Pređi na sadržaj</a>');
    const form = tag(html, 'form', 'o-script-switch');
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/locale"');
    expect(html).toContain('<input type="hidden" name="returnTo" value="/"/>');
    const latin = tag(html, 'button', 'o-script-switch__button');
    for (const attr of ['type="submit"', 'name="locale"', 'value="sr-Latn"', 'aria-pressed="true"']) {
      expect(latin).toContain(attr);
    }
    expect(html).toContain('href="tel:0800300303"');
    // the show-password toggle needs JavaScript, so it is hidden until the page hydrates
    expect(tag(html, 'button', 'o-password__toggle')).toContain('hidden=""');
    expect(html).toContain('Ako ste u krizi ili razmišljate o samopovređivanju:');
  });
});
