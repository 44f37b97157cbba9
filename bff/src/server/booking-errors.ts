// What people read when booking says no, per stable code (services/booking/src/domain/errors.ts), the HTTP
// status where the gRPC status alone would say it less well, and the texts of booking's input fields. Serbian
// Latin is written here; Cyrillic is derived (problem.ts). Calm, plain, and always says what to do next.
import type { Message } from './message';

export const BOOKING_MESSAGES: Record<string, Message> = {
  'booking.slot_taken': {
    sr: 'Termin je upravo zauzet. Izaberite drugi.',
    en: 'This time was just taken. Please choose another.',
  },
  'booking.slot_unavailable': {
    sr: 'Ovaj termin nije slobodan. Izaberite jedan od ponuđenih termina.',
    en: 'This time is not available. Choose one of the times offered.',
  },
  'booking.expired': {
    sr: 'Rezervacija je istekla, pa je termin ponovo slobodan i za druge. Izaberite termin ponovo.',
    en: 'The reservation has expired and the time is open to others again. Please choose a time again.',
  },
  'booking.too_late_to_cancel': {
    sr: 'Rok za otkazivanje ovog termina je prošao. Ako ipak ne možete da dođete, javite se terapeutu.',
    en: 'It is too late to cancel this session under the therapist’s policy. If you cannot attend, let your therapist know.',
  },
  'booking.too_late_to_reschedule': {
    sr: 'Rok za pomeranje ovog termina je prošao. Ako vam termin ne odgovara, javite se terapeutu.',
    en: 'It is too late to move this session under the therapist’s policy. If the time does not suit you, let your therapist know.',
  },
  'booking.not_found': {
    sr: 'Nismo pronašli ovaj termin ili terapeuta. Proverite adresu ili počnite ponovo sa profila terapeuta.',
    en: 'We could not find this session or therapist. Check the address or start again from the therapist’s profile.',
  },
  'booking.forbidden': {
    sr: 'Nemate pristup ovom terminu.',
    en: 'You do not have access to this session.',
  },
  'booking.not_bookable': {
    sr: 'Ovaj terapeut trenutno ne prima nova zakazivanja. Pogledajte druge slobodne termine.',
    en: 'This therapist is not taking new bookings right now. Have a look at other free times.',
  },
  'booking.kind_not_offered': {
    sr: 'Terapeut ne nudi ovu vrstu razgovora. Izaberite jednu od ponuđenih.',
    en: 'The therapist does not offer this kind of session. Choose one of those offered.',
  },
  'booking.too_many_holds': {
    sr: 'Već čuvate nekoliko termina. Završite ili otkažite neku od tih rezervacija, pa izaberite novi termin.',
    en: 'You are already holding several times. Finish or cancel one of those reservations, then choose a new time.',
  },
  'booking.invalid_transition': {
    sr: 'Ovaj korak sada nije moguć za ovaj termin. Osvežite stranicu da vidite u kom je stanju.',
    en: 'This step is not possible for this session right now. Refresh the page to see where it stands.',
  },
  'booking.already_started': {
    sr: 'Seansa je već počela, pa ovo više nije moguće.',
    en: 'The session has already started, so this is no longer possible.',
  },
  'booking.not_ended': {
    sr: 'Seansa se još nije završila. Označite je kada se završi.',
    en: 'The session has not ended yet. Mark it once it is over.',
  },
  'booking.invalid_availability': {
    sr: 'Raspored nije sačuvan. Ispravite označena polja.',
    en: 'The schedule was not saved. Please correct the highlighted fields.',
  },
  'booking.invalid_argument': {
    sr: 'Proverite unete podatke.',
    en: 'Please check what you entered.',
  },
  'booking.invitation_invalid': {
    sr: 'Ovaj poziv ne postoji ili je opozvan. Zamolite osobu koja vas je pozvala da pošalje novi.',
    en: 'This invitation does not exist or was withdrawn. Ask the person who invited you for a new one.',
  },
  'booking.invitation_expired': {
    sr: 'Poziv je istekao. Zamolite osobu koja vas je pozvala da pošalje novi.',
    en: 'The invitation has expired. Ask the person who invited you for a new one.',
  },
  'booking.invitation_used': {
    sr: 'Ovaj poziv je već iskorišćen.',
    en: 'This invitation has already been used.',
  },
  'booking.own_invitation': {
    sr: 'Poziv treba da prihvati partner, sa svojim nalogom. Pošaljite mu link.',
    en: 'The invitation is for your partner to accept with their own account. Send them the link.',
  },
  'booking.relationship_has_upcoming': {
    sr: 'Prvo otkažite zakazane termine. Saradnju možete da završite kada pred vama više nema zakazanih ni rezervisanih termina.',
    en: 'First cancel your booked sessions. You can end the collaboration once no session is booked or reserved any more.',
  },
  'booking.relationship_ended': {
    sr: 'Saradnja je završena. Partner može da se pridruži kada zakažete novi termin.',
    en: 'This collaboration has ended. Your partner can join once you book a new session.',
  },
  'booking.partner_joined': {
    sr: 'Partner se već pridružio ovoj terapiji.',
    en: 'A partner has already joined this therapy.',
  },
};

/**
 * HTTP statuses that say more than the gRPC status would: a hold or invitation that ran out is gone (410),
 * not a conflict the client could resolve by trying again.
 */
export const BOOKING_STATUS: Record<string, number> = {
  'booking.expired': 410,
  'booking.invitation_expired': 410,
  'booking.invitation_used': 410,
};

/** Texts of the booking routes' fields and of the schedule's parts (availability). */
export const BOOKING_FIELD_MESSAGES: Record<string, Message> = {
  therapistSlug: {
    sr: 'Adresa profila terapeuta nije ispravna.',
    en: 'The therapist’s profile address is not valid.',
  },
  startsAt: {
    sr: 'Izaberite jedan od ponuđenih termina.',
    en: 'Choose one of the times offered.',
  },
  from: {
    sr: 'Upišite početak u obliku 2026-03-29T10:00:00Z.',
    en: 'Enter the start as 2026-03-29T10:00:00Z.',
  },
  to: {
    sr: 'Kraj mora biti posle početka, a raspon najviše 31 dan.',
    en: 'The end must come after the start, at most 31 days later.',
  },
  window: { sr: 'Izaberite 48 sati ili 7 dana.', en: 'Choose 48 hours or 7 days.' },
  maxPrice: {
    sr: 'Izaberite jedan od ponuđenih iznosa.',
    en: 'Choose one of the offered amounts.',
  },
  scope: {
    sr: 'Izaberite predstojeće ili prošle termine.',
    en: 'Choose upcoming or past sessions.',
  },
  note: { sr: 'Napomena može imati najviše 500 znakova.', en: 'A note can have at most 500 characters.' },
  noShow: { sr: 'Vrednost nije ispravna.', en: 'This value is not valid.' },
  rotate: { sr: 'Vrednost nije ispravna.', en: 'This value is not valid.' },
  weekly: {
    sr: 'Proverite radno vreme: svaki interval počinje pre nego što se završi i ne preklapa se sa drugim.',
    en: 'Check the working hours: each range starts before it ends and does not overlap another.',
  },
  breaks: {
    sr: 'Proverite pauze: svaka počinje pre nego što se završi.',
    en: 'Check the breaks: each one starts before it ends.',
  },
  overrides: {
    sr: 'Proverite izmene za pojedine datume: svaki datum jednom, u obliku GGGG-MM-DD.',
    en: 'Check the changes for single dates: each date once, as YYYY-MM-DD.',
  },
  bufferBeforeMinutes: {
    sr: 'Pauza pre seanse je od 0 do 240 minuta.',
    en: 'The break before a session is 0 to 240 minutes.',
  },
  bufferAfterMinutes: {
    sr: 'Pauza posle seanse je od 0 do 240 minuta.',
    en: 'The break after a session is 0 to 240 minutes.',
  },
  minimumNoticeMinutes: {
    sr: 'Najkraće vreme za zakazivanje unapred je od 0 minuta do 14 dana.',
    en: 'The minimum notice is 0 minutes to 14 days.',
  },
  horizonDays: {
    sr: 'Zakazivanje unapred može biti od 1 do 365 dana.',
    en: 'Booking ahead can be 1 to 365 days.',
  },
  slotStepMinutes: {
    sr: 'Termini mogu počinjati na svakih 5 do 240 minuta.',
    en: 'Sessions can start every 5 to 240 minutes.',
  },
  'policy.cancelWindowHours': {
    sr: 'Rok za otkazivanje je od 0 do 336 sati.',
    en: 'The cancellation window is 0 to 336 hours.',
  },
  'policy.rescheduleWindowHours': {
    sr: 'Rok za pomeranje je od 0 do 336 sati.',
    en: 'The rescheduling window is 0 to 336 hours.',
  },
  'policy.lateCancel': {
    sr: 'Izaberite šta važi za kasno otkazivanje.',
    en: 'Choose what applies to late cancellations.',
  },
};

const FIELD_PATH = /^[A-Za-z][A-Za-z0-9_]{0,40}(?:(?:\.[A-Za-z0-9_]{1,40})|(?:\[[0-9]{1,4}\])){0,6}$/;

/** 'weekly[2].endMinute' or 'weekly.2.endMinute' → 'weekly.2.endMinute'; anything odd → null. */
export function fieldKey(path: string): string | null {
  if (!FIELD_PATH.test(path)) return null;
  return path.replace(/\[([0-9]+)\]/g, '.$1');
}

/** The closest field text: the path itself, then shorter prefixes ('policy.cancelWindowHours', 'weekly'). */
function fieldMessage(key: string): Message | undefined {
  const parts = key.split('.');
  for (let n = parts.length; n > 0; n--) {
    const key = parts.slice(0, n).join('.');
    if (Object.hasOwn(BOOKING_FIELD_MESSAGES, key)) return BOOKING_FIELD_MESSAGES[key];
  }
  return undefined;
}

/**
 * booking.invalid_availability carries every problem at once (meta.problems: JSON [{field, message}], the
 * message in Serbian Latin). Each becomes an entry of `errors`: the service's own sentence is the most
 * specific for Serbian readers, the field's English text for English ones.
 */
export function bookingFieldProblems(code: string, meta: Record<string, string>): Record<string, Message> {
  if (code !== 'booking.invalid_availability') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(meta.problems ?? '[]');
  } catch {
    parsed = [];
  }
  const list = Array.isArray(parsed) ? parsed : [];
  const fromFields = (meta.fields ?? '').split(',').filter(Boolean);
  const out: Record<string, Message> = Object.create(null);
  const put = (field: unknown, text: unknown) => {
    if (typeof field !== 'string') return;
    const key = fieldKey(field);
    if (!key || Object.hasOwn(out, key) || Object.keys(out).length >= 50) return;
    const known = fieldMessage(key);
    const sr = typeof text === 'string' && text.trim() && text.length <= 300 ? text.trim() : known?.sr;
    out[key] = {
      sr: sr ?? 'Proverite ovo polje.',
      en: known?.en ?? 'Please check this field.',
    };
  };
  for (const p of list) {
    if (p && typeof p === 'object')
      put((p as { field?: unknown }).field, (p as { message?: unknown }).message);
  }
  for (const f of fromFields) put(f, undefined);
  return out;
}
