/**
 * The session page's pieces a person reads and presses: the quality indicator in words, the therapist's waiting
 * list, the private notes with autosave and a calm conflict, the gate before and after a session, the goodbye;
 * plus the rules behind them (when the room is open, why a join was refused, what a camera error means).
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { formatDateTime, runtimeTimeZone } from '@oslonac/lang';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LocaleProvider } from '../src/i18n/provider';
import { levelFromSamples } from '../src/screens/session/audio';
import { Controls } from '../src/screens/session/Controls';
import type { CallController } from '../src/screens/session/call';
import { TokenRefusedError, terminalFailure } from '../src/screens/session/call';
import { applyPeerEvent, initialCallState, peersFromJoin } from '../src/screens/session/call-state';
import { browserFamily, mediaProblem } from '../src/screens/session/media';
import { NOTE_SAVE_DELAY_MS, NotesPanel } from '../src/screens/session/NotesPanel';
import { QualityIndicator } from '../src/screens/session/QualityIndicator';
import { refusalOf } from '../src/screens/session/SessionScreen';
import { EndScreen, GateNotice } from '../src/screens/session/SessionStates';
import { RtcRequestError } from '../src/screens/session/signalling';
import { type SessionInfo, sessionGate } from '../src/screens/session/types';
import { WaitingList } from '../src/screens/session/WaitingList';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

const wrap = (ui: ReactNode, runtime?: Partial<ScreenRuntime>) =>
  render(
    <LocaleProvider locale="sr-Latn">
      <ScreenRuntimeProvider
        value={{
          api: async () => undefined as never,
          navigate: () => undefined,
          refresh: () => undefined,
          pathname: '/app/session/x',
          ...runtime,
        }}
      >
        {ui}
      </ScreenRuntimeProvider>
    </LocaleProvider>,
  );

describe('QualityIndicator', () => {
  it('says the quality in words, with the measured delay and loss', () => {
    wrap(
      <QualityIndicator
        quality={{
          level: 'poor',
          sample: { rttMs: 480, packetLossPercent: 9.46, availableOutgoingBitrate: null },
        }}
      />,
    );
    const el = screen.getByTestId('connection-quality');
    expect(el).toHaveAttribute('data-level', 'poor');
    expect(el).toHaveTextContent('Veza je loša');
    expect(el).toHaveTextContent('Kašnjenje 480 ms, gubitak paketa 9,5 %');
  });

  it('says it is still measuring before the first sample', () => {
    wrap(<QualityIndicator quality={null} />);
    expect(screen.getByTestId('connection-quality')).toHaveTextContent('Merim kvalitet veze…');
  });
});

describe('WaitingList', () => {
  it('lets the therapist admit each waiting person by name', async () => {
    const admitted: string[] = [];
    wrap(
      <WaitingList
        waiting={[
          { userId: 'u-ana', role: 'client', admitted: false },
          { userId: 'u-marko', role: 'partner', admitted: false },
        ]}
        nameOf={(id) => (id === 'u-ana' ? 'Ana' : 'Marko')}
        onAdmit={async (id) => {
          admitted.push(id);
        }}
      />,
    );
    const buttons = screen.getAllByTestId('admit-button');
    expect(buttons.map((b) => b.getAttribute('data-user-id'))).toEqual(['u-ana', 'u-marko']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Primi: Marko' })));
    expect(admitted).toEqual(['u-marko']);
  });

  it('says so when admitting failed', async () => {
    wrap(
      <WaitingList
        waiting={[{ userId: 'u-ana', role: 'client', admitted: false }]}
        nameOf={() => 'Ana'}
        onAdmit={async () => {
          throw new Error('socket closed');
        }}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Primi: Ana' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Primanje nije uspelo');
  });
});

describe('NotesPanel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  type Call = { path: string; method: string; body?: unknown };

  function notesApi(onPut: (body: { text: string; expectedVersion: number }) => unknown) {
    const calls: Call[] = [];
    let stored = { text: 'Prva sesija.', version: 3, updatedAt: '2026-11-26T10:00:00.000Z' };
    const api = (async (path: string, init?: { method?: string; body?: unknown }) => {
      calls.push({ path, method: init?.method ?? 'GET', body: init?.body });
      if (init?.method === 'PUT') {
        const out = onPut(init.body as { text: string; expectedVersion: number });
        if (out instanceof Error) throw out;
        stored = out as typeof stored;
        return stored;
      }
      return stored;
    }) as ScreenRuntime['api'];
    return { api, calls, setStored: (s: typeof stored) => (stored = s) };
  }

  it('is private, loads the note and saves after a pause in typing with the version it edits', async () => {
    const { api, calls } = notesApi((b) => ({
      text: b.text,
      version: b.expectedVersion + 1,
      updatedAt: '2026-11-26T10:05:00.000Z',
    }));
    wrap(<NotesPanel sessionId="s1" />, { api });
    expect(screen.getByText('Samo vi vidite ove beleške.')).toBeInTheDocument();
    await act(async () => undefined);
    const box = screen.getByLabelText('Beleške sa sesije');
    expect(box).toHaveValue('Prva sesija.');
    fireEvent.change(box, { target: { value: 'Prva sesija. Tema: posao.' } });
    await act(async () => jest.advanceTimersByTime(NOTE_SAVE_DELAY_MS - 100));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(box, { target: { value: 'Prva sesija. Tema: posao i san.' } });
    await act(async () => jest.advanceTimersByTime(NOTE_SAVE_DELAY_MS));
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toEqual([
      {
        path: '/api/v1/sessions/s1/note',
        method: 'PUT',
        body: { text: 'Prva sesija. Tema: posao i san.', expectedVersion: 3 },
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(/^Sačuvano u/);
  });

  it('on a conflict shows the newer note and keeps the unsaved text to copy', async () => {
    const conflict = Object.assign(new Error('conflict'), {
      status: 409,
      code: 'sessions.note_conflict',
      title: 'x',
    });
    const { api, setStored } = notesApi(() => conflict);
    wrap(<NotesPanel sessionId="s1" />, { api });
    await act(async () => undefined);
    setStored({ text: 'Izmenjeno u drugom prozoru.', version: 4, updatedAt: '2026-11-26T10:06:00.000Z' });
    fireEvent.change(screen.getByLabelText('Beleške sa sesije'), { target: { value: 'Moj tekst' } });
    await act(async () => jest.advanceTimersByTime(NOTE_SAVE_DELAY_MS));
    expect(screen.getByLabelText('Beleške sa sesije')).toHaveValue('Izmenjeno u drugom prozoru.');
    expect(screen.getByText(/izmenjene na drugom mestu/)).toBeInTheDocument();
    expect(screen.getByLabelText('Vaš nesačuvani tekst')).toHaveValue('Moj tekst');
  });
});

describe('Controls', () => {
  function fakeController() {
    const calls: string[] = [];
    const controller = {
      setMic: async (on: boolean) => void calls.push(`mic:${on}`),
      setCamera: async (on: boolean) => void calls.push(`camera:${on}`),
      setAudioOnly: async (on: boolean) => void calls.push(`audioOnly:${on}`),
      endSession: async () => void calls.push('end'),
      leave: async () => void calls.push('leave'),
    } as unknown as CallController;
    return { controller, calls };
  }
  const live = { ...initialCallState, phase: 'live' as const, mic: false };

  it('says each toggle’s state with aria-pressed', async () => {
    const { controller, calls } = fakeController();
    wrap(<Controls state={live} myRole="client" controller={controller} onNotice={() => undefined} />);
    const mute = screen.getByRole('button', { name: 'Isključi mikrofon' });
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Isključi kameru' })).toHaveAttribute('aria-pressed', 'false');
    await act(async () => fireEvent.click(mute));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Samo zvuk' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Izađi iz sesije' })));
    expect(calls).toEqual(['mic:true', 'audioOnly:true', 'leave']);
  });

  it('asks the therapist before ending the session for everyone', async () => {
    const { controller, calls } = fakeController();
    wrap(<Controls state={live} myRole="therapist" controller={controller} onNotice={() => undefined} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Završi sesiju' })));
    const dialog = screen.getByRole('alertdialog', { name: 'Završiti sesiju za sve?' });
    expect(dialog).toHaveFocus();
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Završi sesiju' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Da, završi sesiju' })));
    expect(calls).toEqual(['end']);
  });
});

describe('gate and goodbye', () => {
  const session: SessionInfo = {
    id: 's1',
    startsAt: '2026-11-26T17:00:00.000Z',
    endsAt: '2026-11-26T17:50:00.000Z',
    opensAt: '2026-11-26T16:50:00.000Z',
    closesAt: '2026-11-26T18:05:00.000Z',
    status: 'scheduled',
    myRole: 'client',
    clientJoined: false,
    endedAt: null,
  };

  it('opens the room from ten minutes before the start until the grace period ends', () => {
    expect(sessionGate(session, new Date('2026-11-26T16:49:59Z'))).toBe('not_open');
    expect(sessionGate(session, new Date('2026-11-26T16:50:00Z'))).toBe('open');
    expect(sessionGate(session, new Date('2026-11-26T18:05:00Z'))).toBe('closed');
    expect(sessionGate({ ...session, status: 'cancelled' }, new Date('2026-11-26T17:00:00Z'))).toBe(
      'cancelled',
    );
    expect(
      sessionGate(
        { ...session, status: 'ended', endedAt: '2026-11-26T17:40:00Z' },
        new Date('2026-11-26T17:45:00Z'),
      ),
    ).toBe('ended');
  });

  it('tells a client who comes early when the room opens', () => {
    wrap(<GateNotice gate="not_open" opensAt={session.opensAt} />);
    expect(screen.getByRole('heading', { name: 'Sesija još nije otvorena' })).toBeInTheDocument();
    // In the viewer's own zone (whatever zone the test machine has), with the weekday and the date.
    const when = formatDateTime(session.opensAt, runtimeTimeZone(), 'sr-Latn', {
      dateStyle: 'full',
      timeStyle: 'short',
    });
    expect(
      screen.getByText(
        `Sobu možete otvoriti deset minuta pre početka, od ${when}. Do tada možete proveriti kameru i mikrofon.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proveri kameru i mikrofon' })).toHaveAttribute(
      'href',
      '/device-test',
    );
  });

  it('invites the client to leave a review, but not the therapist', () => {
    const { unmount } = wrap(<EndScreen endedBy="therapist" myRole="client" reviewHref="/app/dashboard" />);
    expect(screen.getByText('Terapeut je završio sesiju.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ostavite utisak' })).toHaveAttribute('href', '/app/dashboard');
    expect(screen.getByRole('heading', { name: 'Sesija je završena' })).toHaveFocus();
    unmount();
    wrap(<EndScreen endedBy="time" myRole="therapist" reviewHref="/app/dashboard" />);
    expect(screen.queryByRole('link', { name: 'Ostavite utisak' })).toBeNull();
  });
});

describe('rules behind the screens', () => {
  it('reads the BFF’s refusal codes', () => {
    const p = (status: number, code: string) => ({ status, code, title: '' });
    expect(refusalOf(p(409, 'sessions.not_open_yet'))).toBe('not_open');
    expect(refusalOf(p(409, 'sessions.cancelled'))).toBe('cancelled');
    expect(refusalOf(p(409, 'sessions.ended'))).toBe('ended');
    expect(refusalOf(p(409, 'sessions.closed'))).toBe('closed');
    expect(refusalOf(p(404, 'sessions.not_found'))).toBe('forbidden');
  });

  it('retries network trouble but not a closed room or a refused token', () => {
    expect(terminalFailure(new RtcRequestError('draining', ''))).toBeNull();
    expect(terminalFailure(new RtcRequestError('socket_closed', ''))).toBeNull();
    expect(terminalFailure(new RtcRequestError('timeout', ''))).toBeNull();
    expect(terminalFailure(new RtcRequestError('closed', ''))).toBe('closed');
    expect(terminalFailure(new TokenRefusedError('ended'))).toBe('ended');
    expect(terminalFailure(new Error('fetch failed'))).toBeNull();
  });

  it('keeps the waiting room and the people in the room apart', () => {
    let s = {
      ...initialCallState,
      ...peersFromJoin([
        { userId: 'u-ana', role: 'client', admitted: true },
        { userId: 'u-marko', role: 'partner', admitted: false },
      ]),
    };
    expect(s.waiting.map((p) => p.userId)).toEqual(['u-marko']);
    s = applyPeerEvent(s, {
      type: 'peerJoined',
      peer: { userId: 'u-marko', role: 'partner', admitted: true },
    });
    expect(s.waiting).toEqual([]);
    expect(s.peers.map((p) => p.userId)).toEqual(['u-ana', 'u-marko']);
    s = applyPeerEvent(s, { type: 'producerState', userId: 'u-ana', source: 'camera', paused: true });
    expect(s.remotePaused['u-ana:camera']).toBe(true);
    s = applyPeerEvent(s, { type: 'peerLeft', userId: 'u-ana' });
    expect(s.peers.map((p) => p.userId)).toEqual(['u-marko']);
    expect(s.remotePaused).toEqual({});
  });

  it('names camera and microphone problems from getUserMedia errors', () => {
    const err = (name: string) => Object.assign(new Error(name), { name });
    expect(mediaProblem(err('NotAllowedError'), { video: true })).toBe('permissionDenied');
    expect(mediaProblem(err('NotFoundError'), { video: true })).toBe('noCamera');
    expect(mediaProblem(err('NotFoundError'), { video: false })).toBe('noMicrophone');
    expect(mediaProblem(err('NotReadableError'), { video: true })).toBe('deviceBusy');
    expect(mediaProblem(new Error('?'), { video: true })).toBe('mediaFailed');
  });

  it('recognises the browser to put its instructions first', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const safari =
      'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    expect([chrome, safari, firefox].map(browserFamily)).toEqual(['chromium', 'safari', 'firefox']);
  });

  it('turns microphone samples into a 0–100 level on a decibel scale', () => {
    expect(levelFromSamples(new Float32Array(128))).toBe(0);
    expect(levelFromSamples(new Float32Array(128).fill(1))).toBe(100);
    expect(levelFromSamples(new Float32Array(128).fill(0.001))).toBe(0);
    expect(levelFromSamples(new Float32Array(128).fill(0.1))).toBe(67);
  });
});
