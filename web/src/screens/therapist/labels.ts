import type { CatalogSessionKind } from '../catalog/types';
import type { therapistMessages } from './messages';
import type { DocumentKind, ProfileStatus } from './types';

type Key = keyof typeof therapistMessages.latin;

export const SESSION_KIND_LABEL: Record<CatalogSessionKind, Key> = {
  individual: 'kindIndividual',
  couples: 'kindCouples',
  first_consultation: 'kindFirst',
};

export const DOCUMENT_KIND_LABEL: Record<DocumentKind, Key> = {
  diploma: 'docDiploma',
  licence: 'docLicence',
  certificate: 'docCertificate',
  other: 'docOther',
};

export const STATUS_LABEL: Record<ProfileStatus, Key> = {
  draft: 'statusDraft',
  submitted: 'statusSubmitted',
  approved: 'statusApproved',
  rejected: 'statusRejected',
};

/** The professional titles offered in the profile form (the catalogue shows them as written). */
export const TITLE_OPTIONS = [
  'psiholog',
  'psihoterapeut',
  'psiholog i psihoterapeut',
  'psihijatar',
  'psihološki savetnik',
] as const;

/** Zones where Serbian speakers live and work; the therapist's own zone is added when it is elsewhere. */
export const TIME_ZONES = [
  'Europe/Belgrade',
  'Europe/Sarajevo',
  'Europe/Podgorica',
  'Europe/Zagreb',
  'Europe/Ljubljana',
  'Europe/Skopje',
  'Europe/Vienna',
  'Europe/Berlin',
  'Europe/Zurich',
  'Europe/Paris',
  'Europe/Amsterdam',
  'Europe/Stockholm',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Moscow',
  'America/New_York',
  'America/Chicago',
  'America/Toronto',
  'America/Los_Angeles',
  'Australia/Sydney',
  'Australia/Melbourne',
] as const;

/** "1,4 MB" / "320 KB" in the viewer's number format. */
export function fileSize(bytes: number, locale: string): string {
  const intl = locale === 'en' ? 'en-GB' : 'sr-RS';
  if (bytes >= 1024 * 1024) {
    return `${new Intl.NumberFormat(intl, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
  }
  return `${new Intl.NumberFormat(intl, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
}

/** "4500" or "4.500" or "45,50" → minor units; null when it is not a price. */
export function parsePrice(input: string): number | null {
  const v = input.trim().replace(/\s/g, '');
  if (!v) return null;
  // Serbian writes 4.500,50; people also type 4500.50. A separator followed by exactly two digits at the
  // end is the decimal one; any other separator groups thousands.
  const m = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(v);
  if (!m) return null;
  const whole = Number(m[1]!.replace(/[.,]/g, ''));
  const fraction = m[2] ? Number(m[2].padEnd(2, '0')) : 0;
  const minor = whole * 100 + fraction;
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the plain number a person would type back ("4500", "45,50"). */
export function priceInput(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return '';
  const whole = Math.floor(minor / 100);
  const fraction = minor % 100;
  return fraction === 0 ? String(whole) : `${whole},${String(fraction).padStart(2, '0')}`;
}
