// Markdown → MdBlock tree for the blog and legal texts. A deliberately small dialect: headings, paragraphs,
// bulleted and numbered lists, blockquotes, **strong**, *emphasis*, [links](/path). Anything else stays
// literal text; React escapes it when rendering, so a file can never inject markup or scripts.
import { slugify } from '@oslonac/lang';
import type { MdBlock, MdInline } from '@oslonac/web/screens/public/markdown-types';

const SAFE_HREF =
  /^(?:https?:\/\/[^\s<>"'`]+|mailto:[^\s<>"'`]+|tel:\+?[0-9]+|\/(?!\/)[^\s<>"'`]*|#[A-Za-z0-9-]+)$/;

/** Only web, e-mail, phone, same-site and in-page addresses become links; others lose the link, keep the text. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  return SAFE_HREF.test(trimmed) ? trimmed : null;
}

function pushText(out: MdInline[], value: string): void {
  if (!value) return;
  const last = out[out.length - 1];
  if (last?.type === 'text') last.value += value;
  else out.push({ type: 'text', value });
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

export function parseInline(source: string): MdInline[] {
  const out: MdInline[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '\\' && i + 1 < source.length && /[\\`*_[\]()#>+\-.!]/.test(source[i + 1]!)) {
      pushText(out, source[i + 1]!);
      i += 2;
      continue;
    }
    if (source.startsWith('**', i)) {
      const end = source.indexOf('**', i + 2);
      if (end > i + 2) {
        out.push({ type: 'strong', children: parseInline(source.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if ((ch === '*' || ch === '_') && !isWordChar(source[i - 1]) && source[i + 1] !== ' ') {
      const end = source.indexOf(ch, i + 1);
      if (end > i + 1 && source[end - 1] !== ' ' && !(ch === '_' && isWordChar(source[end + 1]))) {
        out.push({ type: 'em', children: parseInline(source.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '[') {
      const close = source.indexOf('](', i + 1);
      const end = close === -1 ? -1 : source.indexOf(')', close + 2);
      if (close > i + 1 && end !== -1) {
        const children = parseInline(source.slice(i + 1, close));
        const href = safeHref(source.slice(close + 2, end));
        if (href) out.push({ type: 'link', href, children });
        else
          for (const child of children) child.type === 'text' ? pushText(out, child.value) : out.push(child);
        i = end + 1;
        continue;
      }
    }
    pushText(out, ch);
    i++;
  }
  return out;
}

const HEADING = /^(#{1,4})\s+(.+?)\s*#*\s*$/;
const BULLET = /^[-*+]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;

function parseBlocksWith(lines: string[], ids: Map<string, number>): MdBlock[] {
  const blocks: MdBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const line = raw.trim();
    if (line === '') {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      // The page title is the only h1; headings in a text start at h2.
      const level = Math.min(4, Math.max(2, heading[1]!.length)) as 2 | 3 | 4;
      const children = parseInline(heading[2]!);
      const base = slugify(heading[2]!) || 'odeljak';
      const seen = ids.get(base) ?? 0;
      ids.set(base, seen + 1);
      blocks.push({ type: 'heading', level, id: seen ? `${base}-${seen + 1}` : base, children });
      continue;
    }
    if (QUOTE.test(line)) {
      flushParagraph();
      flushList();
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!.trim())) {
        quoted.push(QUOTE.exec(lines[i]!.trim())![1]!);
        i++;
      }
      i--;
      blocks.push({ type: 'blockquote', children: parseBlocksWith(quoted, ids) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      flushParagraph();
      const ordered = numbered !== null;
      const l: { ordered: boolean; items: string[] } = list ?? { ordered, items: [] };
      if (l.ordered !== ordered) {
        flushList();
        list = { ordered, items: [] };
      } else list = l;
      list.items.push((bullet ?? numbered)![1]!);
      continue;
    }
    // An indented line right after a list item continues that item.
    if (list && /^\s{2,}/.test(raw)) {
      const items: string[] = (list as { items: string[] }).items;
      items[items.length - 1] += ` ${line}`;
      continue;
    }
    flushList();
    paragraph.push(line);
  }
  flushParagraph();
  flushList();
  return blocks;
}

export function parseMarkdown(source: string): MdBlock[] {
  return parseBlocksWith(source.replace(/\r\n?/g, '\n').split('\n'), new Map());
}

/**
 * `---` fenced `key: value` lines at the top of a file. Values may be wrapped in double quotes; nothing else
 * of YAML is supported, and nothing else is needed.
 */
export function splitFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const text = source.replace(/\r\n?/g, '\n').replace(/^\uFEFF/, '');
  if (!text.startsWith('---\n')) return { data: {}, body: text };
  const end = text.indexOf('\n---', 4);
  if (end === -1) throw new Error('front matter is not closed with ---');
  const data: Record<string, string> = {};
  for (const line of text.slice(4, end).split('\n')) {
    if (!line.trim()) continue;
    const m = /^([A-Za-z][A-Za-z0-9_]*):\s*(.*)$/.exec(line);
    if (!m) throw new Error(`front matter line is not "key: value": ${line}`);
    let value = m[2]!.trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1).replace(/\\"/g, '"');
    }
    data[m[1]!] = value;
  }
  return { data, body: text.slice(text.indexOf('\n', end + 1) + 1) };
}
