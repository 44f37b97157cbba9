// A bank statement ("izvod") exported as CSV by a Serbian bank, read into the lines billing matches against IPS
// payments. Pure: text in, lines (or one Serbian message saying what is wrong) out.
//
// The accepted shape (banks differ, so columns are found by their header names, not their position):
// - Text already decoded (the BFF reads UTF-8, with or without BOM, or Windows-1250); a leading BOM is ignored.
// - Cells separated by ";" (the Serbian Excel default, since "," is the decimal sign); cells may be quoted with
//   "…" ("" inside is a quote). Rows before the header (the bank's name, the account, the period) are ignored: the
//   header is the first of the first 30 rows that names a date, a reference and an amount column.
// - Header names are compared without case, diacritics, punctuation and extra spaces:
//     date       "Datum knjiženja" | "Datum" | "Datum valute" | "Datum izvršenja" | "Datum transakcije" (first found)
//     reference  "Poziv na broj odobrenja" | "Broj odobrenja" | "Poziv na broj" | "Poziv na broj (odobrenje)"
//     model      "Model" | "Model odobrenja" (optional; "97" when the reference column holds only the number)
//     payer      "Naziv" | "Nalogodavac" | "Platilac" | "Uplatilac" | "Naziv nalogodavca" | "Komitent" (optional)
//     in / out   "Uplata" | "Potražuje" | "Priliv" | "Odobrenje" and "Isplata" | "Duguje" | "Odliv" | "Zaduženje",
//                or one signed "Iznos" column (a minus is money going out)
//     currency   "Valuta" | "Oznaka valute" (optional; empty means RSD; "941" is RSD's number)
// - Amounts with a decimal comma and optional "." thousands ("4.000,00", "4000,5", "4000"); dates "dd.mm.yyyy"
//   (a trailing "." and a time after it are allowed).
// - Rows after the header without a date are totals or notes ("Ukupno", "Promet") and are skipped when they carry
//   no amount or say so; any other row that cannot be read makes the whole file invalid (nothing is imported).

export interface StatementEntry {
  /** 1-based line of the file the row starts on. */
  line: number;
  payer: string;
  /** The reference cell as written (for people to read). */
  rawReference: string;
  /** Stored forms of the reference (no "97" model prefix) to look up, most likely first; empty when none. */
  references: string[];
  /** Positive minor units. */
  amountMinor: bigint;
  direction: 'in' | 'out' | 'none';
  /** ISO code; "RSD" when the file says nothing. */
  currency: string;
  /** "2026-11-25" */
  bookedOn: string;
}

export type StatementParse = { ok: true; entries: StatementEntry[] } | { ok: false; message: string };

export const MAX_STATEMENT_ROWS = 5000;

/** Lowercase, Serbian letters folded to ASCII, punctuation gone, spaces single. */
export function foldHeader(s: string): string {
  return s
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const COLUMNS = {
  date: ['datum knjizenja', 'datum', 'datum valute', 'datum izvrsenja', 'datum transakcije'],
  reference: ['poziv na broj odobrenja', 'broj odobrenja', 'poziv na broj', 'poziv na broj odobrenje'],
  model: ['model', 'model odobrenja'],
  payer: ['naziv', 'nalogodavac', 'platilac', 'uplatilac', 'naziv nalogodavca', 'naziv platioca', 'komitent'],
  incoming: ['uplata', 'potrazuje', 'priliv', 'odobrenje', 'uplate'],
  outgoing: ['isplata', 'duguje', 'odliv', 'zaduzenje', 'isplate'],
  amount: ['iznos'],
  currency: ['valuta', 'oznaka valute'],
} as const;

type Column = keyof typeof COLUMNS;
type Header = Partial<Record<Column, number>>;

/** Where each known column is in a header row (the first alias found wins). */
function readHeader(cells: string[]): Header {
  const folded = cells.map(foldHeader);
  const h: Header = {};
  for (const [col, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    for (const name of names) {
      const i = folded.indexOf(name);
      if (i >= 0) {
        h[col] = i;
        break;
      }
    }
  }
  return h;
}

const usable = (h: Header) =>
  h.date !== undefined && h.reference !== undefined && (h.incoming !== undefined || h.amount !== undefined);

/** Rows of `;`-separated cells with the line each starts on; quotes may hold `;` and line breaks. */
export function splitRows(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (ch === ';') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      start = line;
    } else cell += ch;
  }
  endRow();
  return rows;
}

/** "4.000,00" → 400000n; "" → 0n; null when it is not an amount. */
export function parseAmount(raw: string): bigint | null {
  const s = raw.replace(/[\s\u00a0]/g, '');
  if (s === '') return 0n;
  const m = /^([+-]?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const whole = BigInt((m[2] ?? '0').replace(/\./g, ''));
  const frac = BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  const v = whole * 100n + frac;
  return m[1] === '-' ? -v : v;
}

/** "25.11.2026" (or "25.11.2026." or "25.11.2026 14:03") → "2026-11-25"; null when not a real date. */
export function parseDate(raw: string): string | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(raw.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * A model 97 reference as billing stores it (two check digits and the number, without "97"), from what a bank
 * printed: spaces, dashes, slashes and brackets dropped. Written with the model in front ("97 47…") or without it;
 * when unsure, both readings are tried, the likelier first.
 */
export function referenceCandidates(raw: string, model = ''): string[] {
  const digits = raw.replace(/[\s\-/().]/g, '');
  if (!/^\d{3,30}$/.test(digits)) return [];
  const withoutModel = digits.startsWith('97') && digits.length > 4 ? digits.slice(2) : '';
  const out = model.trim() === '97' ? [digits, withoutModel] : [withoutModel, digits];
  return [...new Set(out.filter((r) => r.length >= 3 && r.length <= 22))];
}

const isCurrencyRsd = (raw: string) => {
  const c = raw.trim().toUpperCase();
  return c === '' || c === 'RSD' || c === '941';
};

const TOTALS = /^(ukupno|promet|saldo|stanje|total)/;

export function parseStatement(input: string): StatementParse {
  const text = input.replace(/^\uFEFF/, '');
  const rows = splitRows(text);
  if (rows.length === 0) return { ok: false, message: 'Fajl je prazan.' };
  const at = rows.slice(0, 30).findIndex((r) => usable(readHeader(r.cells)));
  if (at < 0)
    return {
      ok: false,
      message:
        'U fajlu nismo našli zaglavlje izvoda: potrebne su kolone datuma, poziva na broj i iznosa (Uplata/Potražuje/Priliv ili Iznos), odvojene znakom „;“.',
    };
  const h = readHeader(rows[at]?.cells ?? []);
  const body = rows.slice(at + 1);
  if (body.length > MAX_STATEMENT_ROWS)
    return {
      ok: false,
      message: `Izvod ima više od ${MAX_STATEMENT_ROWS} redova; podelite ga na manje delove.`,
    };
  const entries: StatementEntry[] = [];
  for (const { line, cells } of body) {
    const cell = (c: Column) => {
      const i = h[c];
      return i === undefined ? '' : (cells[i] ?? '').trim();
    };
    const amountCells = [cell('incoming'), cell('outgoing'), cell('amount')];
    const dateRaw = cell('date');
    if (dateRaw === '') {
      const isTotal = cells.some((c) => TOTALS.test(foldHeader(c)));
      if (isTotal || amountCells.every((a) => a === '')) continue;
      return { ok: false, message: `Red ${line}: nedostaje datum.` };
    }
    const bookedOn = parseDate(dateRaw);
    if (!bookedOn) return { ok: false, message: `Red ${line}: datum „${dateRaw}“ nije u obliku dd.mm.gggg.` };
    const amounts = amountCells.map(parseAmount);
    const bad = amounts.findIndex((a) => a === null);
    if (bad >= 0)
      return {
        ok: false,
        message: `Red ${line}: iznos „${amountCells[bad]}“ nije broj u obliku 4.000,00.`,
      };
    const [incoming, outgoing, signed] = amounts as bigint[];
    let amountMinor = 0n;
    let direction: StatementEntry['direction'] = 'none';
    if (h.incoming !== undefined) {
      if ((incoming ?? 0n) > 0n) [amountMinor, direction] = [incoming ?? 0n, 'in'];
      else if ((outgoing ?? 0n) > 0n) [amountMinor, direction] = [outgoing ?? 0n, 'out'];
    } else if ((signed ?? 0n) !== 0n) {
      const v = signed ?? 0n;
      [amountMinor, direction] = v > 0n ? [v, 'in'] : [-v, 'out'];
    }
    const currencyRaw = cell('currency');
    const rawReference = cell('reference');
    entries.push({
      line,
      payer: cell('payer').slice(0, 200),
      rawReference: rawReference.slice(0, 60),
      references: referenceCandidates(rawReference, cell('model')),
      amountMinor,
      direction,
      currency: isCurrencyRsd(currencyRaw) ? 'RSD' : currencyRaw.toUpperCase().slice(0, 3),
      bookedOn,
    });
  }
  return { ok: true, entries };
}

export type LineOutcome = 'matched' | 'already_paid' | 'unmatched' | 'amount_mismatch' | 'skipped';

/** What the payment a line names may become: paid now (pending, or cancelled after its hold ran out). */
export const IPS_PAYABLE = ['pending', 'cancelled'] as const;

/**
 * The outcome of one statement line against the IPS payment its reference names (null: none). A transfer that
 * arrives after the hold expired (payment cancelled) is still money received: it is recorded, and booking then
 * confirms or rejects it (a rejected one is refunded by bank transfer).
 */
export function lineOutcome(
  e: Pick<StatementEntry, 'direction' | 'currency' | 'amountMinor'>,
  p: { method: string; status: string; amountMinor: bigint } | null,
): LineOutcome {
  if (e.direction !== 'in' || e.currency !== 'RSD') return 'skipped';
  if (p?.method !== 'ips') return 'unmatched';
  if (!(IPS_PAYABLE as readonly string[]).includes(p.status)) return 'already_paid';
  return p.amountMinor === e.amountMinor ? 'matched' : 'amount_mismatch';
}
