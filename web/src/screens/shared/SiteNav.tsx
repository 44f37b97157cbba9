'use client';

import type { ReactNode } from 'react';
import { useRuntime } from './runtime';

export interface SiteNavLink {
  href: string;
  label: string;
  /** Shown after the label inside the link (the inbox's unread count). */
  badge?: ReactNode;
}

/** The signed-in menu; the link of the section being viewed is marked aria-current="page". */
export function SiteNav({ links }: { links: readonly SiteNavLink[] }) {
  const { pathname } = useRuntime();
  return (
    <ul>
      {links.map((link) => {
        const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
        return (
          <li key={link.href}>
            <a href={link.href} aria-current={current ? 'page' : undefined}>
              {link.label}
              {link.badge}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
