/**
 * An admin's decision on a therapist's profile: the outcome stays on screen after the page refreshes with the
 * decided profile (the refresh used to unmount the form together with its notice, so the admin saw nothing).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LocaleProvider } from '../src/i18n/provider';
import { VerificationForms } from '../src/screens/admin-therapists/VerificationForms';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

type ApiInit = Parameters<ScreenRuntime['api']>[1];

function setup() {
  const api = jest.fn<(path: string, init?: ApiInit) => Promise<unknown>>(async () => ({ profile: {} }));
  const refresh = jest.fn();
  const runtime: ScreenRuntime = {
    api: api as ScreenRuntime['api'],
    navigate: () => {},
    refresh,
    pathname: '/admin/users-therapists/p1',
  };
  const page = (open: boolean, decided: ReactNode) => (
    <LocaleProvider locale="sr-Latn">
      <ScreenRuntimeProvider value={runtime}>
        <VerificationForms profileId="p1" open={open}>
          {decided}
        </VerificationForms>
      </ScreenRuntimeProvider>
    </LocaleProvider>
  );
  const view = render(page(true, <p>Profil nije poslat na proveru.</p>));
  return {
    api,
    refresh,
    rerender: (open: boolean, decided: ReactNode) => view.rerender(page(open, decided)),
  };
}

describe('the verification decision', () => {
  it('keeps saying the profile was approved after the page refreshes with the approved profile', async () => {
    const { api, refresh, rerender } = setup();
    fireEvent.click(screen.getByLabelText(/Diploma je proverena/));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Odobri profil' }));
    });
    expect(api).toHaveBeenCalledWith(
      '/api/v1/admin/therapists/p1/approve',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(refresh).toHaveBeenCalled();
    rerender(false, <p>Provereno</p>);
    expect(screen.getByText('Profil je odobren i sada je javan.')).toBeInTheDocument();
    expect(screen.getByText('Provereno')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odobri profil' })).toBeNull();
  });

  it('shows what the page shows for a decided profile when there is nothing to decide', () => {
    const { rerender } = setup();
    rerender(false, <p>Provereno</p>);
    expect(screen.getByText('Provereno')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odobri profil' })).toBeNull();
  });
});
