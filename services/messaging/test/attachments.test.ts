import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  type AttachmentType,
  checkUpload,
  detectContentType,
  MAX_ATTACHMENT_BYTES,
  MAX_FILE_NAME_LENGTH,
  sanitiseFileName,
} from '../src/domain/attachments';
import { codeOf } from './support/errors';

const bytes = (...b: number[]) => Uint8Array.from(b);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const WEBP = Uint8Array.from(
  Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 ')]),
);
const PDF = Uint8Array.from(Buffer.from('%PDF-1.7\n%âãÏÓ\n'));

describe('detectContentType', () => {
  it('recognises PNG, JPEG, WebP and PDF by their first bytes', () => {
    expect(detectContentType(PNG)).toBe('image/png');
    expect(detectContentType(JPEG)).toBe('image/jpeg');
    expect(detectContentType(WEBP)).toBe('image/webp');
    expect(detectContentType(PDF)).toBe('application/pdf');
  });

  it('refuses everything else, whatever it might be called', () => {
    expect(detectContentType(Buffer.from('GIF89a....'))).toBeNull();
    expect(detectContentType(Buffer.from('MZ\x90\x00 an executable'))).toBeNull();
    expect(detectContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectContentType(Buffer.from('RIFF\x00\x00\x00\x00AVI LIST'))).toBeNull();
    expect(detectContentType(Buffer.from('Obična tekstualna poruka'))).toBeNull();
  });

  it('refuses a truncated signature', () => {
    expect(detectContentType(PNG.subarray(0, 7))).toBeNull();
    expect(detectContentType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectContentType(WEBP.subarray(0, 11))).toBeNull();
    expect(detectContentType(new Uint8Array())).toBeNull();
  });
});

describe('sanitiseFileName', () => {
  it('keeps a plain name and puts the extension of the detected type on it', () => {
    expect(sanitiseFileName('nalaz.pdf', 'application/pdf')).toBe('nalaz.pdf');
    expect(sanitiseFileName('Izveštaj lekara.PDF', 'application/pdf')).toBe('Izveštaj lekara.pdf');
    expect(sanitiseFileName('crtež.jpeg', 'image/jpeg')).toBe('crtež.jpg');
    expect(sanitiseFileName('slika.exe', 'image/png')).toBe('slika.exe.png');
  });

  it('drops directories, control characters, quotes and leading dots', () => {
    expect(sanitiseFileName('../../etc/passwd', 'image/png')).toBe('passwd.png');
    expect(sanitiseFileName('C:\\Users\\ana\\dnevnik.pdf', 'application/pdf')).toBe('dnevnik.pdf');
    expect(sanitiseFileName('zlo"\r\nX-Header: da.pdf', 'application/pdf')).toBe('zloX-Header da.pdf');
    expect(sanitiseFileName('.skriveno.png', 'image/png')).toBe('skriveno.png');
    expect(sanitiseFileName('ime\u202Egnp.exe', 'image/png')).toBe('imegnp.exe.png');
  });

  it('names a nameless file "prilog"', () => {
    expect(sanitiseFileName('', 'application/pdf')).toBe('prilog.pdf');
    expect(sanitiseFileName('   ...  ', 'image/webp')).toBe('prilog.webp');
  });

  it('always gives a short, safe name with the right extension', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400 }),
        fc.constantFrom<AttachmentType>('image/png', 'application/pdf'),
        (raw, type) => {
          const name = sanitiseFileName(raw, type);
          expect([...name].length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
          expect([...name].some((ch) => '/\\"'.includes(ch) || (ch.codePointAt(0) ?? 0) < 0x20)).toBe(false);
          expect(name.endsWith(type === 'image/png' ? '.png' : '.pdf')).toBe(true);
          expect(name.startsWith('.')).toBe(false);
        },
      ),
    );
  });
});

describe('checkUpload', () => {
  it('accepts a PDF of exactly the maximum size', () => {
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES);
    big.set(PDF);
    expect(checkUpload(big, 'nalaz.pdf')).toEqual({ type: 'application/pdf', fileName: 'nalaz.pdf' });
  });

  it('refuses one byte more, an empty file and an unknown type, each with its own code', () => {
    const tooBig = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    tooBig.set(PDF);
    expect(codeOf(() => checkUpload(tooBig, 'nalaz.pdf'))).toEqual({
      code: 'messaging.attachment_too_large',
      meta: { field: 'content', maxBytes: String(MAX_ATTACHMENT_BYTES) },
    });
    expect(codeOf(() => checkUpload(new Uint8Array(), 'prazno.pdf')).code).toBe('messaging.attachment_empty');
    expect(codeOf(() => checkUpload(Buffer.from('GIF89a'), 'slika.png')).code).toBe(
      'messaging.attachment_type',
    );
  });
});
