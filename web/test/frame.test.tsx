import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AppShell } from '../src/components/AppShell';
import { Footer } from '../src/components/Footer';
import { ScriptSwitch } from '../src/components/ScriptSwitch';

const CRISIS =
  'Ako ste u krizi ili razmišljate o samopovređivanju: Centar Srce 0800 300 303 (besplatno) i 011 7777 000, hitna pomoć 194';

describe('Footer', () => {
  it('always shows the crisis numbers as phone links', () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(CRISIS);
    expect(within(footer).getByRole('link', { name: '0800 300 303' })).toHaveAttribute(
      'href',
      'tel:0800300303',
    );
    expect(within(footer).getByRole('link', { name: '011 7777 000' })).toHaveAttribute(
      'href',
      'tel:+381117777000',
    );
    expect(within(footer).getByRole('link', { name: '194' })).toHaveAttribute('href', 'tel:194');
  });

  it('shows the same numbers in Cyrillic and English', () => {
    const { unmount } = render(<Footer locale="sr-Cyrl" />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Ако сте у кризи или размишљате о самоповређивању: Центар Срце 0800 300 303 (бесплатно) и 011 7777 000, хитна помоћ 194',
    );
    unmount();
    render(<Footer locale="en" />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'If you are in crisis or thinking about harming yourself: Centar Srce 0800 300 303 (free) and 011 7777 000, emergency medical service 194',
    );
  });
});

describe('AppShell', () => {
  it('has a skip link to a focusable main landmark, the header and the footer', () => {
    render(
      <AppShell
        locale="sr-Latn"
        returnTo="/terapeuti"
        nav={
          <ul>
            <li>
              <a href="/terapeuti">Terapeuti</a>
            </li>
          </ul>
        }
        footerLinks={<a href="/legal/privatnost">Privatnost</a>}
      >
        <h1>Terapeuti</h1>
      </AppShell>,
    );
    const skip = screen.getByRole('link', { name: 'Pređi na sadržaj' });
    expect(skip).toHaveAttribute('href', '#main');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Terapeuti');
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('link', { name: 'Oslonac, početna strana' }),
    );
    expect(screen.getByRole('navigation', { name: 'Glavni meni' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Linkovi u podnožju' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(CRISIS);
    // the skip link comes before everything else a keyboard reaches
    expect(document.querySelector('a, button')).toBe(skip);
  });

  it('writes the brand in Cyrillic on a Cyrillic page', () => {
    render(<AppShell locale="sr-Cyrl">sadržaj</AppShell>);
    expect(screen.getByRole('link', { name: 'Ослонац, почетна страна' })).toHaveTextContent('Ослонац');
    expect(screen.getByRole('link', { name: 'Пређи на садржај' })).toBeInTheDocument();
  });
});

describe('ScriptSwitch', () => {
  it('is a form that works without JavaScript and marks the current script', () => {
    render(<ScriptSwitch locale="sr-Cyrl" returnTo="/o-nama" />);
    const group = screen.getByRole('group', { name: 'Писмо и језик' });
    const form = group.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/locale');
    expect(form.querySelector('input[type="hidden"][name="returnTo"]')).toHaveValue('/o-nama');
    const buttons = within(group).getAllByRole('button');
    expect(
      buttons.map((b) => [
        b.textContent,
        b.getAttribute('name'),
        b.getAttribute('value'),
        b.getAttribute('type'),
      ]),
    ).toEqual([
      ['Latinica', 'locale', 'sr-Latn', 'submit'],
      ['Ћирилица', 'locale', 'sr-Cyrl', 'submit'],
      ['English', 'locale', 'en', 'submit'],
    ]);
    expect(screen.getByRole('button', { name: 'Ћирилица', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Latinica', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English', pressed: false })).toHaveAttribute('lang', 'en');
  });

  it('switches in place when given onChange', () => {
    const onChange = jest.fn();
    const seen: boolean[] = [];
    const listener = (e: Event) => {
      seen.push(!e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('submit', listener);
    try {
      render(<ScriptSwitch locale="sr-Latn" onChange={onChange} />);
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
      fireEvent.click(screen.getByRole('button', { name: 'Latinica' }));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith('en');
      expect(seen).toEqual([]);
    } finally {
      window.removeEventListener('submit', listener);
    }
  });
});
