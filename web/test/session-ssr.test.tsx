/**
 * The session page and /device-test render on the server (no window, no media devices): the first HTML already
 * says what the page is, and nothing touches browser APIs before hydration.
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { LocaleProvider } from '../src/i18n/provider';
import { DeviceTestScreen } from '../src/screens/session/DeviceTestScreen';
import { SessionScreen } from '../src/screens/session/SessionScreen';
import { ScreenRuntimeProvider } from '../src/screens/shared/runtime';

const runtime = {
  api: async () => undefined as never,
  navigate: () => undefined,
  refresh: () => undefined,
  pathname: '/app/session/s1',
};

describe('server rendering', () => {
  it('renders /device-test with its steps', () => {
    const html = renderToString(
      <LocaleProvider locale="sr-Cyrl">
        <DeviceTestScreen />
      </LocaleProvider>,
    );
    expect(html).toContain('Провера камере и микрофона');
    expect(html).toContain('Тест везе');
  });

  it('renders the session page shell before the clock and media are known', () => {
    const html = renderToString(
      <LocaleProvider locale="sr-Latn">
        <ScreenRuntimeProvider value={runtime}>
          <SessionScreen
            sessionId="s1"
            initial={{
              session: {
                id: 's1',
                startsAt: '2026-11-26T17:00:00.000Z',
                endsAt: '2026-11-26T17:50:00.000Z',
                opensAt: '2026-11-26T16:50:00.000Z',
                closesAt: '2026-11-26T18:05:00.000Z',
                status: 'scheduled',
                myRole: 'client',
                clientJoined: false,
                endedAt: null,
              },
              people: [
                { userId: 'u-t', role: 'therapist', displayName: 'Jelena Marković' },
                { userId: 'u-c', role: 'client', displayName: 'Ana' },
              ],
            }}
          />
        </ScreenRuntimeProvider>
      </LocaleProvider>,
    );
    expect(html).toContain('Video sesija');
    expect(html).toContain('Jelena Marković, Ana');
  });
});
