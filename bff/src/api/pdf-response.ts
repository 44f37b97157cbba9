// A PDF from a service as a download: an attachment no cache keeps, its name safe to put in a header.

/**
 * Services name their files in ASCII ("racun-2026-000123.pdf", "isplata-2026-11.pdf"); any other name is dropped
 * for the fallback rather than quoted.
 */
export function pdfAttachment(
  { pdf, fileName }: { pdf: Uint8Array; fileName: string },
  fallback: string,
): Response {
  const safe = /^[A-Za-z0-9._-]{1,100}$/.test(fileName) ? fileName : fallback;
  return new Response(Buffer.from(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.byteLength),
      'content-disposition': `attachment; filename="${safe}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
