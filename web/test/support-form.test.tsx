/**
 * The /podrska contact form with JavaScript: what it checks before sending, what it sends (never an account,
 * which the server takes from the session), and what the person reads afterwards, in either script.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { Locale } from '@oslonac/lang';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LocaleProvider } from '../src/i18n/provider';
import { checkSupportForm, EMPTY_SUPPORT_STATE } from '../src/screens/public/pages/podrska-check';
import { SupportForm, type SupportFormAction } from '../src/screens/public/pages/podrska-form';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

type ApiInit = Parameters<ScreenRuntime['api']>[1];
const mockApi = (answer: () => Promise<unknown>) =>
  jest.fn<(path: string, init?: ApiInit) => Promise<unknown>>(answer);

function setup(api: (path: string, init?: ApiInit) => Promise<unknown>, locale: Locale = 'sr-Latn') {
  const runtime: ScreenRuntime = {
    api: api as ScreenRuntime['api'],
    navigate: () => {},
    refresh: () => {},
    pathname: '/podrska',
  };
  const action = jest.fn<SupportFormAction>(async () => EMPTY_SUPPORT_STATE);
  render(
    <LocaleProvider locale={locale}>
      <ScreenRuntimeProvider value={runtime}>
        <SupportForm
          action={action}
          prefill={{ name: 'Ana Jovanović', email: 'ana@primer.rs' }}
          sent={false}
        />
      </ScreenRuntimeProvider>
    </LocaleProvider>,
  );
  return { action };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Pošalji poruku' }));

describe('the contact form', () => {
  it('says what is missing next to each field and sends nothing', async () => {
    const api = mockApi(async () => ({ ticketId: 'x' }));
    const { action } = setup(api);
    fireEvent.change(screen.getByLabelText(/^Ime/), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText(/^Poruka/), { target: { value: 'Pomoć' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Upišite ime kojim da vam se obratimo.');
    expect(screen.getByLabelText(/^Tema/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Poruka/)).toHaveAccessibleDescription(
      /Greška: Poruka treba da ima bar 10 znakova/,
    );
    expect(api).not.toHaveBeenCalled();
    expect(action).not.toHaveBeenCalled();
  });

  it('sends the trimmed form through the API, confirms, and clears the message', async () => {
    const api = mockApi(async () => ({ ticketId: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' }));
    const { action } = setup(api);
    fireEvent.change(screen.getByLabelText(/^Tema/), { target: { value: 'booking' } });
    fireEvent.change(screen.getByLabelText(/^Poruka/), {
      target: { value: '  Ne mogu da pomerim termin.  ' },
    });
    submit();
    expect(await screen.findByText('Poruka je poslata.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/api/v1/support/tickets', {
      method: 'POST',
      body: {
        name: 'Ana Jovanović',
        email: 'ana@primer.rs',
        topic: 'booking',
        message: 'Ne mogu da pomerim termin.',
      },
    });
    expect(screen.getByLabelText(/^Poruka/)).toHaveValue('');
    expect(screen.getByLabelText(/^Ime/)).toHaveValue('Ana Jovanović');
    expect(action).not.toHaveBeenCalled();
  });

  it("puts the server's answer next to the field it is about", async () => {
    const api = mockApi(async () => {
      throw {
        status: 400,
        code: 'admin.invalid_email',
        title: 'Proverite unete podatke.',
        fieldErrors: { email: 'Unesite ispravnu e-adresu, da bismo mogli da vam odgovorimo.' },
      };
    });
    setup(api);
    fireEvent.change(screen.getByLabelText(/^Tema/), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText(/^Poruka/), { target: { value: 'Imam jedno pitanje o nalogu.' } });
    submit();
    await waitFor(() => expect(screen.getByLabelText(/^E-adresa/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('Poruka je poslata.')).toBeNull();
  });

  it('sends what a bot typed into the hidden field, so the service can drop it', async () => {
    const api = mockApi(async () => ({ ticketId: 'x' }));
    setup(api);
    fireEvent.change(screen.getByLabelText(/^Tema/), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText(/^Poruka/), { target: { value: 'Kupite jeftine lekove ovde.' } });
    fireEvent.change(document.getElementById('support-website')!, {
      target: { value: 'https://spam.example' },
    });
    submit();
    await screen.findByText('Poruka je poslata.');
    expect(api.mock.calls[0]?.[1]).toMatchObject({ body: { website: 'https://spam.example' } });
    expect(document.getElementById('support-website')).toHaveAttribute('tabindex', '-1');
  });

  it('speaks Cyrillic', () => {
    setup(async () => ({}), 'sr-Cyrl');
    expect(screen.getByRole('heading', { name: 'Пошаљите поруку подршци' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Пошаљи поруку' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Заказивање и термини' })).toBeInTheDocument();
  });
});

describe('the checks shared with the no-JavaScript path', () => {
  it('follow the service: 10 to 5,000 characters, a topic from the list, an address with a domain', () => {
    const ok = { name: 'Ana', email: 'ana@primer.rs', topic: 'payment', message: 'Deset znak' };
    expect(checkSupportForm(ok)).toEqual({});
    expect(
      checkSupportForm({
        name: 'x'.repeat(121),
        email: 'ana@primer',
        topic: 'spam',
        message: 'x'.repeat(5001),
      }),
    ).toEqual({
      name: 'nameTooLong',
      email: 'emailInvalid',
      topic: 'topicRequired',
      message: 'messageTooLong',
    });
    expect(checkSupportForm({ ...ok, email: ' ', message: '  kratko  ' })).toEqual({
      email: 'emailRequired',
      message: 'messageTooShort',
    });
  });
});
