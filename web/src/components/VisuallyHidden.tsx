import type { ElementType, ReactNode } from 'react';

/** Text for screen readers only (still in the accessibility tree, unlike display:none). */
export function VisuallyHidden({
  as: Tag = 'span',
  children,
  id,
}: {
  as?: ElementType;
  children?: ReactNode;
  id?: string;
}) {
  return (
    <Tag className="o-visually-hidden" id={id}>
      {children}
    </Tag>
  );
}
