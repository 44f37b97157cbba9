import type { ReactNode } from 'react';
import type { MdBlock, MdInline } from './markdown-types';

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

function Inline({ nodes }: { nodes: MdInline[] }): ReactNode {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'strong':
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content, order never changes
          <strong key={i}>
            <Inline nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content, order never changes
          <em key={i}>
            <Inline nodes={node.children} />
          </em>
        );
      default:
        // 'link', the last kind
        return (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, order never changes
            key={i}
            href={node.href}
            {...(isExternal(node.href) ? { rel: 'noopener noreferrer' } : {})}
          >
            <Inline nodes={node.children} />
          </a>
        );
    }
  });
}

/** Renders a parsed Markdown body. Only the node types of MdBlock exist, so nothing else can slip through. */
export function Markdown({ blocks }: { blocks: MdBlock[] }): ReactNode {
  return blocks.map((block, i) => {
    switch (block.type) {
      case 'heading': {
        const Tag = `h${block.level}` as const;
        return (
          <Tag key={block.id} id={block.id}>
            <Inline nodes={block.children} />
          </Tag>
        );
      }
      case 'paragraph':
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content, order never changes
          <p key={i}>
            <Inline nodes={block.children} />
          </p>
        );
      case 'list': {
        const Tag = block.ordered ? 'ol' : 'ul';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content, order never changes
          <Tag key={i}>
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static content, order never changes
              <li key={j}>
                <Inline nodes={item} />
              </li>
            ))}
          </Tag>
        );
      }
      default:
        // 'blockquote', the last kind
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content, order never changes
          <blockquote key={i}>
            <Markdown blocks={block.children} />
          </blockquote>
        );
    }
  });
}
