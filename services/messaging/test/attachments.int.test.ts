import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_PENDING_ATTACHMENTS,
  UNSENT_ATTACHMENT_TTL_MS,
} from '../src/domain/attachments';
import { housekeepingOnce } from '../src/flows/housekeeping';
import { failure, type Harness, startMessaging } from './support/harness';
import { type Pair, PDF_BYTES, type Person, PNG_BYTES, pair, send } from './support/world';

const START = new Date('2026-12-01T10:00:00Z');

let h: Harness;
let c: Harness['client'];

beforeAll(async () => {
  h = await startMessaging('messaging_attachments', START);
  c = h.client;
});

afterAll(async () => {
  await h?.close();
});

const upload = (p: Pair, who: Person, fileName: string, content: Buffer) =>
  h.call(c.uploadAttachment.bind(c), { relationshipId: p.relationshipId, fileName, content }, who.token);
const get = (attachmentId: string, who: Person) =>
  h.call(c.getAttachment.bind(c), { attachmentId }, who.token);

describe('attachments', () => {
  it('round-trip: uploaded, sent with a message, listed and downloaded by the other member byte for byte', async () => {
    const p = await pair(h);
    const png = (await upload(p, p.client, '../moj crtež.PNG', PNG_BYTES)).attachment;
    expect(png).toMatchObject({
      fileName: 'moj crtež.png',
      contentType: 'image/png',
      sizeBytes: PNG_BYTES.length,
    });
    const pdf = (await upload(p, p.client, 'nalaz.exe', PDF_BYTES)).attachment;
    expect(pdf).toMatchObject({ fileName: 'nalaz.exe.pdf', contentType: 'application/pdf' });

    // Before sending only the uploader sees it.
    expect((await get(png?.id as string, p.client)).content.equals(PNG_BYTES)).toBe(true);
    expect((await failure(get(png?.id as string, p.therapist))).status).toBe(status.NOT_FOUND);

    const { message } = await send(h, p, p.client, '', {
      attachmentIds: [png?.id as string, pdf?.id as string],
    });
    expect(message?.text).toBe('');
    expect(message?.attachments.map((a) => a.fileName)).toEqual(['moj crtež.png', 'nalaz.exe.pdf']);

    const listed = await h.call(
      c.listMessages.bind(c),
      { relationshipId: p.relationshipId, afterMessageId: '', beforeMessageId: '', limit: 0 },
      p.therapist.token,
    );
    expect(listed.messages[0]?.attachments).toEqual([png, pdf]);
    const got = await get(pdf?.id as string, p.therapist);
    expect(got.attachment).toEqual(pdf);
    expect(Buffer.from(got.content).equals(PDF_BYTES)).toBe(true);

    // Sent once: the same upload cannot ride on a second message.
    const again = await failure(send(h, p, p.client, 'Još jednom', { attachmentIds: [png?.id as string] }));
    expect([again.status, again.code]).toEqual([status.INVALID_ARGUMENT, 'messaging.attachment_unavailable']);
  });

  it('refuses what is not an image or a PDF, judged by content, not by name', async () => {
    const p = await pair(h);
    for (const content of [
      Buffer.from('GIF89a\x01\x00\x01\x00'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('MZ\x90\x00\x03'),
    ]) {
      const f = await failure(upload(p, p.client, 'slika.png', content));
      expect([f.status, f.code]).toEqual([status.INVALID_ARGUMENT, 'messaging.attachment_type']);
    }
    expect((await failure(upload(p, p.client, 'prazno.pdf', Buffer.alloc(0)))).code).toBe(
      'messaging.attachment_empty',
    );
  });

  it('takes a file of exactly 10 MB and refuses one byte more', async () => {
    const p = await pair(h);
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES, 0x20);
    PDF_BYTES.copy(big);
    const ok = await upload(p, p.client, 'skenirano.pdf', big);
    expect(ok.attachment?.sizeBytes).toBe(MAX_ATTACHMENT_BYTES);
    expect(Buffer.from((await get(ok.attachment?.id as string, p.client)).content).equals(big)).toBe(true);
    const tooBig = Buffer.concat([big, Buffer.from(' ')]);
    const f = await failure(upload(p, p.client, 'skenirano.pdf', tooBig));
    expect([f.status, f.code, f.meta.maxBytes]).toEqual([
      status.INVALID_ARGUMENT,
      'messaging.attachment_too_large',
      String(MAX_ATTACHMENT_BYTES),
    ]);
  });

  it("refuses another member's upload or one from another conversation on send", async () => {
    const p = await pair(h);
    const q = await pair(h);
    const mine = (await upload(p, p.client, 'a.png', PNG_BYTES)).attachment?.id as string;
    const elsewhere = (await upload(q, q.client, 'b.png', PNG_BYTES)).attachment?.id as string;
    for (const attachmentIds of [[mine], [elsewhere]]) {
      const f = await failure(send(h, p, p.therapist, 'Prilog', { attachmentIds }));
      expect(f.code).toBe('messaging.attachment_unavailable');
    }
    // A refused send binds nothing: the upload is still the client's to send.
    expect((await send(h, p, p.client, 'Evo', { attachmentIds: [mine] })).message?.attachments).toHaveLength(
      1,
    );
  });

  it('keeps at most 20 unsent uploads per person and conversation', async () => {
    const p = await pair(h);
    for (let i = 0; i < MAX_PENDING_ATTACHMENTS; i += 1)
      await upload(p, p.client, `slika-${i}.png`, PNG_BYTES);
    const f = await failure(upload(p, p.client, 'jos-jedna.png', PNG_BYTES));
    expect([f.status, f.code]).toEqual([status.RESOURCE_EXHAUSTED, 'messaging.too_many_pending_attachments']);
    // The other member's uploads are counted on their own.
    expect((await upload(p, p.therapist, 'odgovor.png', PNG_BYTES)).attachment?.contentType).toBe(
      'image/png',
    );
  });

  it('removes an upload never sent after a day, and keeps the sent ones', async () => {
    const p = await pair(h);
    const unsent = (await upload(p, p.client, 'zaboravljeno.png', PNG_BYTES)).attachment?.id as string;
    const sentId = (await upload(p, p.client, 'poslato.png', PNG_BYTES)).attachment?.id as string;
    await send(h, p, p.client, 'Šaljem sliku', { attachmentIds: [sentId] });

    h.clock.advance(UNSENT_ATTACHMENT_TTL_MS / 60_000 - 1);
    await housekeepingOnce(h.prisma, h.clock.read());
    expect((await get(unsent, p.client)).attachment?.id).toBe(unsent);

    h.clock.advance(2);
    const round = await housekeepingOnce(h.prisma, h.clock.read());
    expect(round.unsentAttachments).toBeGreaterThanOrEqual(1);
    expect((await failure(get(unsent, p.client))).status).toBe(status.NOT_FOUND);
    expect((await get(sentId, p.therapist)).attachment?.id).toBe(sentId);
  });
});
