import { describe, expect, it } from '@jest/globals';
import { formatMoney, hasCyrillic, LOCALES, type Locale } from '@oslonac/lang';
import { type NoticeCopyInput, noticeMail } from '../src/domain/notice-copy';
import { CLIENT_TIME_ZONE, sessionTime, zonesFor } from '../src/domain/notice-time';

const START = new Date('2026-11-27T13:30:00Z');
const LINK = 'https://oslonac.test/app/session/0194e2a1-0000-7000-8000-000000000001';
const UNSUBSCRIBE = 'https://oslonac.test/unsubscribe/abcDEF_123';
const SETTINGS = 'https://oslonac.test/app/settings/account';

/** One input of every kind and audience, with the values a test can find again. */
function inputs(locale: Locale): NoticeCopyInput[] {
  const when = sessionTime(START, 'Europe/Belgrade', null, locale);
  const previous = sessionTime(new Date('2026-11-26T13:30:00Z'), 'Europe/Belgrade', null, locale);
  const therapist = 'Milica Đorđević';
  const out: NoticeCopyInput[] = [
    { kind: 'booking_held', when, payBy: '27. novembar 2026. 12:00', therapist, link: LINK },
    { kind: 'refund_issued', amountMinor: 450000, currency: 'RSD' },
    { kind: 'new_message', link: LINK },
    { kind: 'connection_assigned', link: LINK },
    { kind: 'profile_approved', link: LINK },
    { kind: 'profile_rejected', link: LINK },
    { kind: 'review_request', therapist, link: LINK },
    { kind: 'review_request', therapist: null, link: LINK },
  ];
  for (const audience of ['client', 'therapist'] as const) {
    const name = audience === 'client' ? therapist : null;
    out.push(
      { kind: 'booking_confirmed', audience, when, therapist: name, link: LINK },
      { kind: 'booking_rescheduled', audience, when, previous, therapist: name, link: LINK },
      {
        kind: 'booking_cancelled',
        audience,
        when,
        therapist: name,
        refundPercent: audience === 'client' ? 50 : null,
        link: LINK,
      },
      { kind: 'reminder', audience, when, whenShort: when, therapist: name, link: LINK },
    );
  }
  return out;
}

// Words that would make a notice clinical: a specialty, a symptom, a diagnosis, a questionnaire's content.
const CLINICAL = [
  'anksio',
  'depres',
  'panič',
  'panic',
  'trauma',
  'dijagnoz',
  'diagnos',
  'simptom',
  'symptom',
  'upitnik',
  'questionnaire',
  'анксио',
  'депрес',
  'дијагноз',
];

describe('notice copy', () => {
  it.each(LOCALES)('fills every placeholder and says nothing clinical (%s)', (locale) => {
    for (const input of inputs(locale)) {
      const mail = noticeMail(locale, input, {
        name: 'Ana',
        unsubscribeLink: UNSUBSCRIBE,
        settingsLink: SETTINGS,
      });
      const all = `${mail.subject}\n${mail.text}`;
      expect(all).not.toMatch(/\{\w+\}/);
      for (const word of CLINICAL) expect(all.toLowerCase()).not.toContain(word);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).toContain('Ana');
      if ('link' in input) expect(mail.text).toContain(input.link);
      expect(mail.text).toContain(UNSUBSCRIBE);
    }
  });

  it('writes Serbian Latin, derives Cyrillic from it, and has English of its own', () => {
    const input: NoticeCopyInput = { kind: 'new_message', link: LINK };
    const envelope = { name: null, unsubscribeLink: null, settingsLink: SETTINGS };
    const latin = noticeMail('sr-Latn', input, envelope);
    const cyrillic = noticeMail('sr-Cyrl', input, envelope);
    const english = noticeMail('en', input, envelope);
    expect(latin.subject).toBe('Imate novu poruku na Oslonac');
    expect(cyrillic.subject).toBe('Имате нову поруку на Ослонац');
    expect(english.subject).toBe('You have a new message on Oslonac');
    expect(hasCyrillic(latin.text)).toBe(false);
    expect(hasCyrillic(cyrillic.text)).toBe(true);
    // URLs stay Latin inside Cyrillic copy.
    expect(cyrillic.text).toContain(LINK);
    expect(latin.text.startsWith('Zdravo,')).toBe(true);
  });

  it('names the therapist to the client and never the client to the therapist', () => {
    const when = sessionTime(START, 'Europe/Belgrade', null, 'sr-Latn');
    const toClient = noticeMail(
      'sr-Latn',
      { kind: 'booking_confirmed', audience: 'client', when, therapist: 'Milica Đorđević', link: LINK },
      { name: 'Ana', unsubscribeLink: null, settingsLink: SETTINGS },
    );
    expect(toClient.text).toContain(
      'Vaš termin kod terapeuta Milica Đorđević je potvrđen: petak, 27. novembar 2026. 14:30 (Beograd).',
    );
    const toTherapist = noticeMail(
      'sr-Latn',
      { kind: 'booking_confirmed', audience: 'therapist', when, therapist: null, link: LINK },
      { name: 'Milica', unsubscribeLink: null, settingsLink: SETTINGS },
    );
    expect(toTherapist.text).toContain('Klijent je zakazao termin kod vas');
    expect(toTherapist.text).not.toContain('Ana');
  });

  it('puts the unsubscribe footer only on optional kinds (the caller passes its link)', () => {
    const essential = noticeMail(
      'en',
      { kind: 'profile_rejected', link: LINK },
      { name: null, unsubscribeLink: null, settingsLink: SETTINGS },
    );
    expect(essential.text).not.toContain('Turn them off');
    expect(essential.text).toContain('What to change is on your profile page');
    const optional = noticeMail(
      'en',
      { kind: 'review_request', therapist: null, link: LINK },
      { name: null, unsubscribeLink: UNSUBSCRIBE, settingsLink: SETTINGS },
    );
    expect(optional.text).toContain(`Turn them off with one click:\n${UNSUBSCRIBE}`);
    expect(optional.text).toContain(SETTINGS);
  });

  it('says what the cancellation returns, and the refund mail the amount', () => {
    const when = 'x';
    const cancel = (refundPercent: number | null) =>
      noticeMail(
        'sr-Latn',
        { kind: 'booking_cancelled', audience: 'client', when, therapist: null, refundPercent, link: LINK },
        { name: null, unsubscribeLink: null, settingsLink: SETTINGS },
      ).text;
    expect(cancel(100)).toContain('Ceo uplaćeni iznos vraćamo');
    expect(cancel(50)).toContain('Vraćamo vam 50% uplaćenog iznosa');
    expect(cancel(0)).toContain('novac se ne vraća');
    expect(cancel(null)).not.toContain('vraća');
    const refund = noticeMail(
      'sr-Latn',
      { kind: 'refund_issued', amountMinor: 450000, currency: 'RSD' },
      { name: null, unsubscribeLink: null, settingsLink: SETTINGS },
    );
    expect(refund.text).toContain(
      `Vratili smo vam ${formatMoney(450000, 'RSD', 'sr-Latn')} za otkazani termin.`,
    );
  });
});

describe('notice times', () => {
  it('shows the session in the recipient’s zone, and the other side’s when it differs', () => {
    expect(sessionTime(START, 'Europe/Belgrade', 'Europe/Belgrade', 'sr-Latn')).toBe(
      'petak, 27. novembar 2026. 14:30 (Beograd)',
    );
    expect(sessionTime(START, 'Europe/Belgrade', 'America/New_York', 'sr-Latn')).toBe(
      'petak, 27. novembar 2026. 14:30 (Beograd) · 27. novembar 2026. 08:30 (Njujork)',
    );
    expect(sessionTime(START, 'America/New_York', CLIENT_TIME_ZONE, 'en')).toBe(
      'Friday, 27 November 2026 at 08:30 (New York) · 27 November 2026 at 14:30 (Belgrade)',
    );
    expect(sessionTime(START, 'Europe/Belgrade', null, 'sr-Cyrl')).toBe(
      'петак, 27. новембар 2026. 14:30 (Београд)',
    );
  });

  it('crosses the DST change in the zone, not in UTC', () => {
    // 29 March 2026: Belgrade moves from UTC+1 to UTC+2 at 02:00.
    expect(sessionTime(new Date('2026-03-28T09:00:00Z'), 'Europe/Belgrade', null, 'sr-Latn')).toContain(
      '10:00',
    );
    expect(sessionTime(new Date('2026-03-29T09:00:00Z'), 'Europe/Belgrade', null, 'sr-Latn')).toContain(
      '11:00',
    );
  });

  it('gives a zone that names the same wall clock only once', () => {
    expect(sessionTime(START, 'Europe/Belgrade', 'Europe/Zagreb', 'sr-Latn')).toBe(
      'petak, 27. novembar 2026. 14:30 (Beograd)',
    );
  });

  it('puts the therapist in their zone and the client in Belgrade’s', () => {
    expect(zonesFor('therapist', 'Europe/Vienna')).toEqual({
      zone: 'Europe/Vienna',
      otherZone: 'Europe/Belgrade',
    });
    expect(zonesFor('client', 'Europe/Vienna')).toEqual({
      zone: 'Europe/Belgrade',
      otherZone: 'Europe/Vienna',
    });
  });
});
