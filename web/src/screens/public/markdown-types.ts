import { toCyrillic } from '@oslonac/web/i18n';

/**
 * The small Markdown tree the public site renders: what blog and legal texts need and nothing else. React
 * renders it, so text is always escaped and no HTML from a file ever reaches the page as markup.
 */
export type MdInline =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: MdInline[] }
  | { type: 'em'; children: MdInline[] }
  | { type: 'link'; href: string; children: MdInline[] };

export type MdBlock =
  | { type: 'heading'; level: 2 | 3 | 4; id: string; children: MdInline[] }
  | { type: 'paragraph'; children: MdInline[] }
  | { type: 'list'; ordered: boolean; items: MdInline[][] }
  | { type: 'blockquote'; children: MdBlock[] };

export interface MdDocument<F> {
  /** Front matter, already validated. */
  meta: F;
  body: MdBlock[];
}

function inlineToCyrillic(node: MdInline): MdInline {
  switch (node.type) {
    case 'text':
      return { type: 'text', value: toCyrillic(node.value) };
    case 'link':
      return { type: 'link', href: node.href, children: node.children.map(inlineToCyrillic) };
    default:
      return { type: node.type, children: node.children.map(inlineToCyrillic) };
  }
}

/** The same tree with every text node in Cyrillic; addresses and heading ids stay as they are. */
export function blocksToCyrillic(blocks: MdBlock[]): MdBlock[] {
  return blocks.map((block): MdBlock => {
    switch (block.type) {
      case 'heading':
        return { ...block, children: block.children.map(inlineToCyrillic) };
      case 'paragraph':
        return { type: 'paragraph', children: block.children.map(inlineToCyrillic) };
      case 'list':
        return { ...block, items: block.items.map((item) => item.map(inlineToCyrillic)) };
      default:
        return { type: 'blockquote', children: blocksToCyrillic(block.children) };
    }
  });
}

/** Plain text of inline nodes (for word counts and reading time). */
export function inlineText(nodes: MdInline[]): string {
  return nodes.map((n) => (n.type === 'text' ? n.value : inlineText(n.children))).join('');
}

export function blocksText(blocks: MdBlock[]): string {
  return blocks
    .map((b) => {
      switch (b.type) {
        case 'heading':
        case 'paragraph':
          return inlineText(b.children);
        case 'list':
          return b.items.map(inlineText).join('\n');
        default:
          return blocksText(b.children);
      }
    })
    .join('\n');
}

/** A blog post's front matter, as the loader (bff/src/content) hands it to the screens. */
export interface PostMeta {
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD; the date when absent. */
  updated: string;
  author: string;
  /** Minutes, at an unhurried 200 words a minute. */
  readingMinutes: number;
}

export interface LegalMeta {
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  updated: string;
}

export interface Doc<M> {
  meta: M;
  body: MdBlock[];
}
