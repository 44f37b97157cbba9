/**
 * E-mail notices in the UI: the optional kinds on the account page saved with one button, and the unsubscribe
 * page that describes before it acts (a GET never unsubscribes), in the recipient's language.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { LocaleProvider } from '../src/i18n/provider';
import { NoticePreferencesSection } from '../src/screens/emails/NoticePreferences';
import type { NoticePreference } from '../src/screens/emails/types';
import { type UnsubscribeAction, UnsubscribeScreen } from '../src/screens/emails/UnsubscribeScreen';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

type ApiInit = Parameters<ScreenRuntime['api']>[1];

const ALL_ON: NoticePreference[] = [
  { kind: 'reminders', enabled: true },
  { kind: 'new_message', enabled: true },
  { kind: 'review_request', enabled: true },
];

function withRuntime(ui: React.ReactNode, api: ScreenRuntime['api']) {
  const runtime: ScreenRuntime = {
    api,
    navigate: () => {},
    refresh: () => {},
    pathname: '/app/settings/account',
  };
  return render(
    <LocaleProvider locale="sr-Latn">
      <ScreenRuntimeProvider value={runtime}>{ui}</ScreenRuntimeProvider>
    </LocaleProvider>,
  );
}

describe('<NoticePreferencesSection>', () => {
  it('saves every kind’s state with one button and says so', async () => {
    const api = jest
      .fn<(path: string, init?: ApiInit) => Promise<unknown>>()
      .mockImplementation(async (_path, init) => init?.body);
    withRuntime(<NoticePreferencesSection preferences={ALL_ON} />, api as ScreenRuntime['api']);
    expect(
      screen.getByText(/Potvrde, promene i otkazivanja termina, kao i linkove za prijavu, šaljemo uvek/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nova poruka' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj izbor' }));
    await screen.findByText('Sačuvano. Od sada šaljemo samo izabrane poruke.');
    expect(api).toHaveBeenCalledWith('/api/v1/me/notice-preferences', {
      method: 'PUT',
      body: {
        preferences: [
          { kind: 'reminders', enabled: true },
          { kind: 'new_message', enabled: false },
          { kind: 'review_request', enabled: true },
        ],
      },
    });
    expect((screen.getByRole('checkbox', { name: 'Nova poruka' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says calmly when the settings cannot be loaded, and offers no form', () => {
    withRuntime(
      <NoticePreferencesSection preferences={null} />,
      jest.fn() as unknown as ScreenRuntime['api'],
    );
    expect(screen.getByText(/Podešavanja e-pošte trenutno ne možemo da učitamo/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sačuvaj izbor' })).toBeNull();
  });
});

describe('<UnsubscribeScreen>', () => {
  const never: UnsubscribeAction = async () => {
    throw new Error('opening the page must not unsubscribe');
  };

  it('describes what would be turned off and waits for the button', () => {
    render(<UnsubscribeScreen locale="sr-Latn" kind="reminders" alreadyOff={false} action={never} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Odjava sa e-pošte' })).toBeTruthy();
    expect(screen.getByText('Isključujemo: Podsetnici pred razgovor')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Odjavi me' })).toBeTruthy();
  });

  it('speaks the recipient’s language and script', () => {
    const { container } = render(
      <UnsubscribeScreen locale="sr-Cyrl" kind="new_message" alreadyOff={false} action={never} />,
    );
    expect(screen.getByText('Искључујемо: Нова порука')).toBeTruthy();
    expect(container.querySelector('[lang]')?.getAttribute('lang')).toBe('sr-Cyrl');
  });

  it('says so when the kind is already off, and when the link names nothing', () => {
    const { unmount } = render(
      <UnsubscribeScreen locale="en" kind="review_request" alreadyOff={true} action={never} />,
    );
    expect(screen.getByText('These e-mails are already off. There is nothing you need to do.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    render(<UnsubscribeScreen locale="sr-Latn" kind={null} alreadyOff={false} action={never} />);
    expect(screen.getByText('Link za odjavu ne važi')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Podešavanja e-pošte' }).getAttribute('href')).toBe(
      '/app/settings/account',
    );
  });
});
