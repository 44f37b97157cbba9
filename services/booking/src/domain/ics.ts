// An iCalendar (RFC 5545) feed of sessions, for subscribing from Google Calendar, Apple Calendar or Outlook.
// All times are UTC, so the feed needs no VTIMEZONE and every calendar app shows them in its own zone.

export type IcsStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export interface IcsEvent {
  /** Globally unique and stable across versions of the event, e.g. `<booking id>@oslonac.rs`. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  status: IcsStatus;
  /** Bumped on every change (reschedule, cancellation) so that apps replace their copy. */
  sequence: number;
  url?: string;
}

export interface IcsCalendar {
  name: string;
  events: IcsEvent[];
  now: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 §3.3.11); other control characters are not allowed in content lines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .split('')
    .filter((ch) => ch === '\t' || !isControl(ch))
    .join('');
}

function isControl(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

function stripControls(value: string): string {
  return value
    .split('')
    .filter((ch) => !isControl(ch))
    .join('');
}

/** YYYYMMDDTHHMMSSZ */
export function icsTime(d: Date): string {
  return `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds a content line so that no physical line exceeds 75 octets (the leading space of a continuation
 * counts), splitting only between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch.codePointAt(0)!);
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

export function renderIcs(cal: IcsCalendar): string {
  const stamp = icsTime(cal.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Oslonac//Kalendar//SR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
  ];
  for (const e of cal.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(e.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsTime(e.start)}`,
      `DTEND:${icsTime(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
    );
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    lines.push(`STATUS:${e.status}`, `SEQUENCE:${Math.max(0, Math.trunc(e.sequence))}`);
    // A URI is not TEXT: no escaping, but it must not carry control characters or break the line.
    if (e.url) lines.push(`URL:${stripControls(e.url)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
