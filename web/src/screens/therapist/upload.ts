// Files cannot travel through the runtime's JSON api(), so uploads post multipart/form-data here with the
// same double-submit CSRF token the BFF's apiFetch sends, and read problems the same way.
import type { Problem } from '../shared/runtime';

const CSRF_COOKIE = 'oslonac_csrf';

function csrfToken(): string {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === CSRF_COOKIE) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return '';
      }
    }
  }
  return '';
}

/** POSTs the form; resolves with the JSON answer or throws a Problem (status 0 when the network failed). */
export async function postForm<T>(path: string, form: FormData, networkMessage: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json, application/problem+json', 'x-csrf-token': csrfToken() },
    });
  } catch {
    throw { status: 0, code: 'network', title: networkMessage } satisfies Problem;
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (response.ok) return parsed as T;
  const p = (parsed ?? {}) as { code?: unknown; title?: unknown; errors?: unknown };
  throw {
    status: response.status,
    code: typeof p.code === 'string' ? p.code : 'unknown',
    title: typeof p.title === 'string' ? p.title : networkMessage,
    ...(p.errors && typeof p.errors === 'object' ? { fieldErrors: p.errors as Record<string, string> } : {}),
  } satisfies Problem;
}
