// The simple HTML part every mail gets: the same words as the text, paragraphs kept, links clickable. No
// images, no tracking, no remote styles (a mail client shows it as it is, and the text part stays the truth).

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const LINK = /https?:\/\/[^\s<>"]+/g;

function paragraph(block: string): string {
  const lines = block.split('\n').map((line) => {
    let out = '';
    let last = 0;
    for (const m of line.matchAll(LINK)) {
      const at = m.index ?? 0;
      out += escapeHtml(line.slice(last, at));
      const href = escapeHtml(m[0]);
      out += `<a href="${href}">${href}</a>`;
      last = at + m[0].length;
    }
    return out + escapeHtml(line.slice(last));
  });
  return `<p>${lines.join('<br>')}</p>`;
}

/** An HTML body from the plain text (blank lines separate paragraphs); `lang` is the mail's language tag. */
export function htmlFromText(text: string, lang = 'sr-Latn'): string {
  const body = text
    .trim()
    .split(/\n{2,}/)
    .map(paragraph)
    .join('\n');
  return `<!doctype html>\n<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"></head>\n<body style="font-family:sans-serif;line-height:1.5;max-width:36em">\n${body}\n</body></html>\n`;
}
