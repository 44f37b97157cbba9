import QRCode from 'qrcode';

/**
 * A QR code as a PNG: error correction M (NBS's recommendation for IPS codes: reads through a scuffed screen or
 * print without growing the code much), the quiet zone of 4 modules the standard asks for, and 480 pixels, which
 * a phone's camera reads from a laptop screen at arm's length and the page can still show at half size.
 */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 480 });
}
