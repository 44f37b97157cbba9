'use client';

import { createContext, type ReactNode, useContext } from 'react';

/**
 * What screens need from the app that hosts them: the HTTP API, navigation and the current path. The web
 * package holds no server or framework code, so the BFF provides these (apiFetch with its CSRF header, the
 * Next router) through this context and screens stay plain React.
 */
export interface ScreenRuntime {
  /** JSON request to the BFF's own API; resolves with the body (undefined for 204) or throws a problem. */
  api<T = unknown>(
    path: string,
    init?: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown },
  ): Promise<T>;
  /**
   * Go to another page. `reload` loads it from scratch: after signing in or out the whole page, header
   * included, has to be rendered for the new session.
   */
  navigate(href: string, options?: { reload?: boolean }): void;
  /** Render the current page again on the server (after a change the page shows). */
  refresh(): void;
  pathname: string;
}

const RuntimeContext = createContext<ScreenRuntime | null>(null);

export function ScreenRuntimeProvider({ value, children }: { value: ScreenRuntime; children?: ReactNode }) {
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): ScreenRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime must be used inside <ScreenRuntimeProvider>');
  return runtime;
}

/** The part of the BFF's problem+json answer a screen shows. */
export interface Problem {
  status: number;
  code: string;
  /** Localised by the BFF, safe to show as is. */
  title: string;
  fieldErrors?: Record<string, string>;
}

/**
 * Reads a thrown value as a problem. The BFF's ApiError has this shape; anything else (a bug, a broken
 * response) becomes a generic problem with the caller's fallback text, so people never see a stack trace.
 */
export function asProblem(err: unknown, fallbackTitle: string): Problem {
  if (err && typeof err === 'object' && 'title' in err && 'status' in err) {
    const e = err as { status: unknown; code?: unknown; title: unknown; fieldErrors?: unknown };
    if (typeof e.title === 'string' && typeof e.status === 'number') {
      const fieldErrors =
        e.fieldErrors && typeof e.fieldErrors === 'object'
          ? (e.fieldErrors as Record<string, string>)
          : undefined;
      return {
        status: e.status,
        code: typeof e.code === 'string' ? e.code : 'unknown',
        title: e.title || fallbackTitle,
        ...(fieldErrors ? { fieldErrors } : {}),
      };
    }
  }
  return { status: 0, code: 'unknown', title: fallbackTitle };
}
