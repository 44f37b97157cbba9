/**
 * "Vaši podaci" on the account page: the download is a plain link, and deleting the account asks calmly and
 * explicitly (what goes now, what the law keeps, that it is final) before anything is sent.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LocaleProvider } from '../src/i18n/provider';
import { PrivacySection } from '../src/screens/settings/PrivacySection';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

type ApiInit = Parameters<ScreenRuntime['api']>[1];

function setup(answer: () => Promise<unknown>, hasPassword = true) {
  const api = jest.fn<(path: string, init?: ApiInit) => Promise<unknown>>(answer);
  const navigate = jest.fn<ScreenRuntime['navigate']>();
  const runtime: ScreenRuntime = {
    api: api as ScreenRuntime['api'],
    navigate,
    refresh: () => {},
    pathname: '/app/settings/account',
  };
  render(
    <LocaleProvider locale="sr-Latn">
      <ScreenRuntimeProvider value={runtime}>
        <PrivacySection hasPassword={hasPassword} email="ana@primer.rs" />
      </ScreenRuntimeProvider>
    </LocaleProvider>,
  );
  return { api, navigate };
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Želim da obrišem nalog' }));
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Trajno obriši nalog' }));

describe('Vaši podaci', () => {
  it('offers the copy as a download link', () => {
    setup(async () => ({}));
    const link = screen.getByRole('link', { name: 'Preuzmi kopiju podataka (ZIP)' });
    expect(link).toHaveAttribute('href', '/api/v1/me/export');
    expect(link).toHaveAttribute('download');
  });

  it('explains before deleting, moves focus to the explanation, and sends nothing unconfirmed', async () => {
    const { api } = setup(async () => ({ erasureId: 'x' }));
    expect(screen.getByRole('button', { name: 'Želim da obrišem nalog' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    open();
    const heading = screen.getByRole('heading', { name: 'Pre nego što obrišete nalog' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Odmah brišemo vašu e-adresu, ime, lozinku/)).toBeInTheDocument();
    expect(screen.getByText(/Zakon nas obavezuje/)).toBeInTheDocument();
    expect(screen.getByText(/ne može da se poništi\. Nalog/)).toBeInTheDocument();
    confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Potvrdite da razumete/);
    expect(api).not.toHaveBeenCalled();
  });

  it('deletes with the password and goes to the status page, loaded afresh', async () => {
    const { api, navigate } = setup(async () => ({ erasureId: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' }));
    open();
    fireEvent.click(screen.getByLabelText(/^Razumem da brisanje/));
    fireEvent.change(screen.getByLabelText(/^Trenutna lozinka/), { target: { value: 'tiho-jezero-42' } });
    confirm();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/nalog-obrisan', { reload: true }));
    expect(api).toHaveBeenCalledWith('/api/v1/me/delete', {
      method: 'POST',
      body: { currentPassword: 'tiho-jezero-42' },
    });
  });

  it('offers a sign-in link when an account without a password needs a fresh sign-in', async () => {
    const { navigate } = setup(async () => {
      throw { status: 403, code: 'identity.reauth_required', title: 'Potrebna je nova prijava.' };
    }, false);
    open();
    expect(screen.queryByLabelText(/^Trenutna lozinka/)).toBeNull();
    fireEvent.click(screen.getByLabelText(/^Razumem da brisanje/));
    confirm();
    expect(await screen.findByRole('button', { name: 'Pošalji mi link za prijavu' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('cancels back to the button, focus included', async () => {
    setup(async () => ({}));
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Odustani' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Želim da obrišem nalog' })).toHaveFocus());
  });
});
