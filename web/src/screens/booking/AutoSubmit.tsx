'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import type { FormAction } from './actions';

/**
 * A form posting to a server action that, when `auto` is set, sends itself once as soon as the page is
 * interactive: back from signing in, the chosen time is reserved without another click.
 */
export function AutoSubmitForm({
  action,
  auto,
  className,
  children,
}: {
  action: FormAction;
  auto: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!auto || sent.current) return;
    sent.current = true;
    form.current?.requestSubmit();
  }, [auto]);
  return (
    <form ref={form} action={action} className={className}>
      {children}
    </form>
  );
}
