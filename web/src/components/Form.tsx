'use client';

import { type ComponentPropsWithRef, useEffect, useRef, useState } from 'react';
import { FormPendingContext } from './formPending';

export type FormProps = ComponentPropsWithRef<'form'>;
type SubmitEventOf = Parameters<NonNullable<FormProps['onSubmit']>>[0];

/**
 * A form that is sent once. When it posts to a URL (the no-JavaScript path the BFF serves), a second press
 * of submit while the first request is in flight is ignored and submit Buttons show progress. React form
 * actions get the same through useFormStatus inside Button. Defaults to method="post".
 */
export function Form({ method = 'post', onSubmit, children, ...rest }: FormProps) {
  const sending = useRef(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    // Coming back with the browser's Back button restores the page from cache in its "sending" state.
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) {
        sending.current = false;
        setPending(false);
      }
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const handleSubmit = (event: SubmitEventOf) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    onSubmit?.(event);
    // A handler that prevents the default sends the data itself and manages its own loading state.
    if (event.defaultPrevented || typeof rest.action === 'function') return;
    sending.current = true;
    setPending(true);
  };

  return (
    <FormPendingContext.Provider value={pending}>
      <form {...rest} method={typeof rest.action === 'function' ? undefined : method} onSubmit={handleSubmit}>
        {children}
      </form>
    </FormPendingContext.Provider>
  );
}
