'use client';

import { useCallback, useState } from 'react';
import { asProblem, type Problem } from './runtime';

export type FieldMessages<F extends string> = Partial<Record<F, string>>;

export interface SubmitState<F extends string> {
  pending: boolean;
  /** Per field, keyed by the control's element id (so the error summary links land on it). */
  errors: FieldMessages<F>;
  /** A problem that belongs to no field. */
  message: string | null;
  problem: Problem | null;
  submit<T>(
    local: Partial<Record<F, string | null | undefined>>,
    send: () => Promise<T>,
    options?: { keepPendingOnSuccess?: boolean },
  ): Promise<{ ok: true; value: T } | { ok: false }>;
  reset(): void;
}

/**
 * One form's round trip: checks made in the browser first, then the request, then the BFF's answer spread
 * over the fields. `apiFields` maps the API's field names to this form's element ids (two forms on one page
 * cannot both use the id "email").
 */
export function useSubmit<F extends string>(
  fallbackMessage: string,
  apiFields: Partial<Record<string, F>> = {},
): SubmitState<F> {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  const reset = useCallback(() => {
    setErrors({});
    setMessage(null);
    setProblem(null);
  }, []);

  const submit = useCallback(
    async <T>(
      local: Partial<Record<F, string | null | undefined>>,
      send: () => Promise<T>,
      options: { keepPendingOnSuccess?: boolean } = {},
    ): Promise<{ ok: true; value: T } | { ok: false }> => {
      const found = Object.fromEntries(
        Object.entries(local).filter(([, v]) => Boolean(v)),
      ) as FieldMessages<F>;
      if (Object.keys(found).length > 0) {
        setErrors(found);
        setMessage(null);
        setProblem(null);
        return { ok: false };
      }
      setPending(true);
      setErrors({});
      setMessage(null);
      setProblem(null);
      try {
        const value = await send();
        if (!options.keepPendingOnSuccess) setPending(false);
        return { ok: true, value };
      } catch (err) {
        const p = asProblem(err, fallbackMessage);
        const mapped: FieldMessages<F> = {};
        let unmapped = false;
        for (const [field, text] of Object.entries(p.fieldErrors ?? {})) {
          const id = apiFields[field];
          if (id) mapped[id] = text;
          else unmapped = true;
        }
        setErrors(mapped);
        // With every error next to its field the summary's own title says enough.
        setMessage(Object.keys(mapped).length > 0 && !unmapped ? null : p.title);
        setProblem(p);
        setPending(false);
        return { ok: false };
      }
    },
    [fallbackMessage, apiFields],
  );

  return { pending, errors, message, problem, submit, reset };
}
