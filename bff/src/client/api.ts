import { CSRF_HEADER, type Problem } from '../shared/types';
import { readCsrfToken } from './csrf';

/** A problem+json answer (or a network failure, status 0) turned into something a screen can show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Serbian (or the chosen locale's) message, safe to show as is. */
  readonly title: string;
  readonly fieldErrors?: Record<string, string>;

  constructor(status: number, code: string, title: string, fieldErrors?: Record<string, string>) {
    super(title);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.title = title;
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

// Shown when the BFF cannot be reached at all; the server's own messages come localised in problem titles.
const NETWORK_MESSAGE: Record<string, string> = {
  'sr-Latn': 'Veza sa serverom nije uspela. Proverite internet i pokušajte ponovo.',
  'sr-Cyrl': 'Веза са сервером није успела. Проверите интернет и покушајте поново.',
  en: 'Could not reach the server. Check your connection and try again.',
};

function pageLocale(): string {
  if (typeof document === 'undefined') return 'sr-Latn';
  const lang = document.documentElement.lang;
  if (lang === 'en' || lang === 'sr-Cyrl') return lang;
  return 'sr-Latn';
}

/**
 * JSON in, JSON out, for the BFF's own /api routes. Adds the CSRF header to state-changing requests.
 * Resolves with the parsed body (undefined for 204) or throws ApiError.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { accept: 'application/json, application/problem+json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers[CSRF_HEADER] = readCsrfToken();

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'network', NETWORK_MESSAGE[pageLocale()]!);
  }

  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }

  if (response.ok) return parsed as T;

  if (type.includes('json') && parsed && typeof parsed === 'object' && 'title' in parsed) {
    const problem = parsed as Partial<Problem>;
    throw new ApiError(
      response.status,
      typeof problem.code === 'string' ? problem.code : 'unknown',
      typeof problem.title === 'string' ? problem.title : NETWORK_MESSAGE[pageLocale()]!,
      problem.errors && typeof problem.errors === 'object' ? problem.errors : undefined,
    );
  }
  throw new ApiError(response.status, 'unknown', NETWORK_MESSAGE[pageLocale()]!);
}
