// The person's copy of their data (GDPR Art. 15/20): every service's ExportMyData, one <service>.json each, with
// a README in Serbian, zipped. All or nothing: a copy missing a service would look complete and is not, so one
// service failing fails the download (503, try again).
import { strToU8, zipSync } from 'fflate';
import { exportAdminData } from '../../server/gateways/admin';
import { exportBillingData } from '../../server/gateways/billing';
import { exportBookingData } from '../../server/gateways/booking';
import { deleteMyAccount as deleteAccount, exportIdentityData } from '../../server/gateways/identity';
import { exportMessagingData } from '../../server/gateways/messaging';
import { exportSessionsData } from '../../server/gateways/sessions';
import { exportTherapistsData } from '../../server/gateways/therapists';

export const EXPORT_README = `Oslonac: kopija vaših podataka
================================

Ovu arhivu ste preuzeli sa stranice Podešavanja > Nalog > Vaši podaci. U njoj su svi podaci koje
Oslonac čuva o vama, po jedna datoteka za svaki deo sistema. Datoteke su u formatu JSON: otvaraju se
u bilo kom uređivaču teksta, a mogu se učitati i u drugi servis (pravo na prenosivost podataka).

identity.json    Vaš nalog: e-adresa, ime, jezik, uloge, prijave (uređaji i vreme), poslata pošta i
                 koja obaveštenja e-poštom ste isključili.
                 Lozinka i tajni ključevi prijave se ne izvoze ni u kom obliku.
therapists.json  Profil terapeuta, dokumenti, upitnik i ocene, ako ih imate.
booking.json     Zakazani razgovori, termini i cene.
billing.json     Plaćanja: iznosi, način plaćanja i stanje (podaci o kartici nikada nisu kod nas).
messaging.json   Vaši razgovori sa terapeutom: poruke koje ste napisali i spisak priloga koje ste poslali.
sessions.json    Video sesije: kada su bile i ko je u njih ušao. Snimaka nema, jer se sesije nikada ne
                 snimaju. Ako ste terapeut, tu su i vaše beleške o sesijama.
admin.json       Poruke podršci i odgovori na njih.

Datoteka koja ne sadrži ništa znači da taj deo sistema o vama ne čuva podatke.

Čuvajte ovu arhivu na sigurnom: u njoj su lični podaci, moguće i podaci o zdravlju.
Pitanja o vašim podacima: stranica Podrška (https://oslonac.rs/podrska).
`;

const SOURCES: [string, (actorToken: string) => Promise<string>][] = [
  ['identity', exportIdentityData],
  ['therapists', exportTherapistsData],
  ['booking', exportBookingData],
  ['billing', exportBillingData],
  ['messaging', exportMessagingData],
  ['sessions', exportSessionsData],
  ['admin', exportAdminData],
];

/** YYYY-MM-DD in Belgrade, the day the person sees on their calendar. */
export function exportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Belgrade',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return `oslonac-moji-podaci-${day}.zip`;
}

export async function buildDataExport(
  actorToken: string,
  now: Date,
): Promise<{ fileName: string; zip: Uint8Array }> {
  const parts = await Promise.all(
    SOURCES.map(async ([name, load]) => [name, await load(actorToken)] as const),
  );
  const files: Record<string, Uint8Array> = { 'README.txt': strToU8(EXPORT_README) };
  for (const [name, json] of parts) files[`${name}.json`] = strToU8(json);
  return { fileName: exportFileName(now), zip: zipSync(files, { level: 6, mtime: now }) };
}

/** Deletes the account; the answer is the erasure id (identity's refusals pass through as typed errors). */
export function deleteMyAccount(actorToken: string, currentPassword: string | undefined): Promise<string> {
  return deleteAccount(actorToken, currentPassword ?? '');
}
