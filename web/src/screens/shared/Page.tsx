import type { ReactNode } from 'react';

/**
 * The reading width of one page inside the wide frame: forms and text read best narrow, lists need room.
 * Each screen wraps its content in one Page.
 */
export function Page({
  width = 'normal',
  children,
}: {
  width?: 'narrow' | 'normal' | 'wide';
  children?: ReactNode;
}) {
  return <div className={`s-page s-page--${width}`}>{children}</div>;
}
