import { describe, expect, it } from '@jest/globals';
import {
  lineOutcome,
  parseAmount,
  parseDate,
  parseStatement,
  referenceCandidates,
  splitRows,
} from '../src/domain/bank-statement';

// Statements as Serbian banks export them: a preamble, a header with the bank's own column names, `;` cells,
// decimal commas, dd.mm.yyyy dates, sometimes a BOM and a totals row.

const ok = (csv: string) => {
  const out = parseStatement(csv);
  if (!out.ok) throw new Error(out.message);
  return out.entries;
};
const bad = (csv: string) => {
  const out = parseStatement(csv);
  if (out.ok) throw new Error('expected the file to be refused');
  return out.message;
};

describe('bank statement CSV', () => {
  it('reads a statement with separate Uplata/Isplata columns after a preamble, skipping the totals row', () => {
    const csv = [
      '\uFEFFBanka Intesa a.d. Beograd;;;;;',
      'Izvod br. 231 za račun 160-0000000012345-67;;;;;',
      'Datum knjiženja;Naziv;Poziv na broj odobrenja;Svrha;Isplata;Uplata',
      '25.11.2026;Marko Marković;97 47-2026-0000123;Uplata za termin;;4.000,00',
      '25.11.2026;EPS Snabdevanje;;Račun za struju;1.234,56;',
      ';Ukupno;;;1.234,56;4.000,00',
    ].join('\r\n');
    const lines = ok(csv);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual({
      line: 4,
      payer: 'Marko Marković',
      rawReference: '97 47-2026-0000123',
      references: ['4720260000123', '974720260000123'],
      amountMinor: 400000n,
      direction: 'in',
      currency: 'RSD',
      bookedOn: '2026-11-25',
    });
    expect(lines[1]).toMatchObject({ line: 5, direction: 'out', amountMinor: 123456n, references: [] });
  });

  it('reads header variants: Datum valute, Nalogodavac, Poziv na broj, Potražuje/Duguje, a model column', () => {
    const csv = [
      'Datum valute;Nalogodavac;Model;Poziv na broj;Duguje;Potražuje;Valuta',
      '01.12.2026.;"Petrović; Ana";97;4720260000123;0,00;4000;RSD',
      '02.12.2026;Firma doo;;;;100,5;EUR',
    ].join('\n');
    const [first, second] = ok(csv);
    expect(first).toMatchObject({
      payer: 'Petrović; Ana',
      references: ['4720260000123'],
      amountMinor: 400000n,
      bookedOn: '2026-12-01',
    });
    expect(second).toMatchObject({ currency: 'EUR', amountMinor: 10050n, direction: 'in' });
  });

  it('reads one signed Iznos column and a Windows-1250 file decoded by the reader', () => {
    // "Đorđe Šćekić" as a Windows-1250 export writes it (Đ D0, đ F0, Š 8A, ć E6).
    const bytes = Buffer.from(
      'Datum;Platilac;Broj odobrenja;Iznos\n03.12.2026;\xd0or\xf0e \x8a\xe6eki\xe6;974720260000123;-2.500,00\n',
      'latin1',
    );
    const text = new TextDecoder('windows-1250').decode(bytes);
    const [line] = ok(text);
    expect(line).toMatchObject({ payer: 'Đorđe Šćekić', direction: 'out', amountMinor: 250000n });
  });

  it('refuses a file without a usable header, with a Serbian message', () => {
    expect(bad('')).toBe('Fajl je prazan.');
    expect(bad('a,b,c\n1,2,3')).toMatch(/zaglavlje izvoda/);
  });

  it('refuses the whole file for one bad date or amount, naming the line', () => {
    const head = 'Datum;Naziv;Poziv na broj;Uplata\n';
    expect(bad(`${head}25.11.2026;A;97123;100,00\n2026-11-25;B;97124;100,00`)).toBe(
      'Red 3: datum „2026-11-25“ nije u obliku dd.mm.gggg.',
    );
    expect(bad(`${head}31.02.2026;A;97123;100,00`)).toMatch(/^Red 2: datum/);
    expect(bad(`${head}25.11.2026;A;97123;1,000.00`)).toBe(
      'Red 2: iznos „1,000.00“ nije broj u obliku 4.000,00.',
    );
    expect(bad(`${head};A;97123;100,00`)).toBe('Red 2: nedostaje datum.');
  });

  it('parses amounts, dates and references strictly', () => {
    expect(parseAmount('4.000,00')).toBe(400000n);
    expect(parseAmount('1.234.567,8')).toBe(123456780n);
    expect(parseAmount('-15,5')).toBe(-1550n);
    expect(parseAmount('')).toBe(0n);
    expect(parseAmount('4,000.00')).toBeNull();
    expect(parseAmount('12.34')).toBeNull();
    expect(parseDate('05.01.2027')).toBe('2027-01-05');
    expect(parseDate('5.1.2027 14:03')).toBe('2027-01-05');
    expect(parseDate('29.02.2027')).toBeNull();
    expect(referenceCandidates('(97) 47 2026 0000123')).toEqual(['4720260000123', '974720260000123']);
    expect(referenceCandidates('4720260000123')).toEqual(['4720260000123']);
    expect(referenceCandidates('Uplata po računu')).toEqual([]);
    expect(splitRows('a;"b\nc";d\ne;f').map((r) => r.line)).toEqual([1, 3]);
  });

  it('decides each line: matched, already paid, amount mismatch, unmatched, skipped', () => {
    const line = { direction: 'in' as const, currency: 'RSD', amountMinor: 400000n };
    const ips = { method: 'ips', status: 'pending', amountMinor: 400000n };
    expect(lineOutcome(line, ips)).toBe('matched');
    expect(lineOutcome(line, { ...ips, status: 'cancelled' })).toBe('matched');
    expect(lineOutcome(line, { ...ips, status: 'succeeded' })).toBe('already_paid');
    expect(lineOutcome(line, { ...ips, status: 'refunded' })).toBe('already_paid');
    expect(lineOutcome({ ...line, amountMinor: 399999n }, ips)).toBe('amount_mismatch');
    expect(lineOutcome(line, null)).toBe('unmatched');
    expect(lineOutcome(line, { ...ips, method: 'card' })).toBe('unmatched');
    expect(lineOutcome({ ...line, direction: 'out' }, ips)).toBe('skipped');
    expect(lineOutcome({ ...line, currency: 'EUR' }, ips)).toBe('skipped');
  });
});
