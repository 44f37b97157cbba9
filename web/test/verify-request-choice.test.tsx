/**
 * The e-mail link page when another account is signed in: it names both accounts and offers both ways; only
 * "continue" uses the token (in a POST body), "stay" is a plain link home that leaves the token unused.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LocaleProvider } from '../src/i18n/provider';
import { VerifyRequestScreen } from '../src/screens/auth/VerifyRequestScreen';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

type ApiInit = Parameters<ScreenRuntime['api']>[1];
const TOKEN = 'tok_1234567890abcdefghijklmnopqrstuvwxyzABCDE';

function setup(choice: { current: string; link: string } | null) {
  const api = jest.fn<(path: string, init?: ApiInit) => Promise<unknown>>(async () => ({
    next: '/app/dashboard',
  }));
  const navigate = jest.fn();
  const runtime: ScreenRuntime = {
    api: api as ScreenRuntime['api'],
    navigate,
    refresh: () => {},
    pathname: '/verify-request',
  };
  render(
    <LocaleProvider locale="sr-Latn">
      <ScreenRuntimeProvider value={runtime}>
        <VerifyRequestScreen
          locale="sr-Latn"
          token={TOKEN}
          choice={choice}
          email={null}
          kind="signin"
          next={null}
        />
      </ScreenRuntimeProvider>
    </LocaleProvider>,
  );
  return { api, navigate };
}

describe('a sign-in link while another account is signed in', () => {
  it('names both accounts; "stay" is a link home that does not touch the token', () => {
    const { api } = setup({ current: 'ana@primer.rs', link: 'm***@gmail.com' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sa kojim nalogom nastavljate?');
    expect(
      screen.getByText('Prijavljeni ste kao ana@primer.rs. Ovaj link je za nalog m***@gmail.com.'),
    ).toBeTruthy();
    const stay = screen.getByRole('link', { name: 'Ostani kao ana@primer.rs' });
    expect(stay.getAttribute('href')).toBe('/app/dashboard');
    expect(stay.getAttribute('href')).not.toContain(TOKEN);
    expect(screen.getByRole('region', { name: 'Nastavite kao m***@gmail.com' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ostanite kao ana@primer.rs' })).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('"continue" uses the link in a POST body and goes where the sign-in leads', async () => {
    const { api, navigate } = setup({ current: 'ana@primer.rs', link: 'm***@gmail.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Nastavi kao m***@gmail.com' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/dashboard', { reload: true }));
    expect(api).toHaveBeenCalledWith('/api/v1/auth/email-link/consume', {
      method: 'POST',
      body: { token: TOKEN },
    });
  });

  it('without a choice it is the usual confirm page', () => {
    setup(null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Još samo jedan korak');
    expect(screen.getByRole('button', { name: 'Potvrdite prijavu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Ostani kao/ })).toBeNull();
  });
});
