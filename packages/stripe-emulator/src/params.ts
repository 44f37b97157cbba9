/** Checks of request parameters with Stripe's error messages. */
import { invalidParam, missingParam, unknownParam } from './errors';
import type { FormObject, FormValue } from './form';
import type { Metadata } from './state';

export function only(obj: FormObject, allowed: readonly string[], prefix = ''): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) throw unknownParam(prefix ? `${prefix}[${key}]` : key);
  }
}

export function hash(value: FormValue | undefined, param: string): FormObject | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' || Array.isArray(value)) {
    throw invalidParam(param, `Invalid object`, 'parameter_invalid_object');
  }
  return value;
}

export function str(value: FormValue | undefined, param: string, opts: { max?: number } = {}): string | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw invalidParam(param, `Invalid string: ${JSON.stringify(value)}`);
  if (opts.max && value.length > opts.max) {
    throw invalidParam(
      param,
      `Invalid string: ${value.slice(0, 20)}...; must be at most ${opts.max} characters`,
    );
  }
  return value;
}

export function int(value: FormValue | undefined, param: string, opts: { min?: number } = {}): number | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) {
    throw invalidParam(
      param,
      `Invalid integer: ${typeof value === 'string' ? value : 'object'}`,
      'parameter_invalid_integer',
    );
  }
  const n = Number(value);
  if (opts.min !== undefined && n < opts.min) {
    throw invalidParam(param, `This value must be greater than or equal to ${opts.min}.`);
  }
  return n;
}

export function required<T>(value: T | null, param: string): T {
  if (value === null) throw missingParam(param);
  return value;
}

export function url(value: FormValue | undefined, param: string): string | null {
  const s = str(value, param, { max: 5000 });
  if (s === null) return null;
  try {
    const u = new URL(s.replaceAll('{CHECKOUT_SESSION_ID}', 'x'));
    if (u.protocol === 'http:' || u.protocol === 'https:') return s;
  } catch {}
  throw invalidParam(param, 'Not a valid URL', 'url_invalid');
}

export function currency(value: FormValue | undefined, param: string): string {
  const s = required(str(value, param), param).toLowerCase();
  if (!/^[a-z]{3}$/.test(s)) throw invalidParam(param, `Invalid currency: ${s}.`);
  return s;
}

/** Stripe's metadata rules: up to 50 keys, keys up to 40 characters, values up to 500; an empty value unsets. */
export function metadata(value: FormValue | undefined, param: string): Metadata {
  const obj = hash(value, param);
  const out: Metadata = {};
  if (!obj) return out;
  for (const [k, v] of Object.entries(obj)) {
    if (typeof v !== 'string')
      throw invalidParam(`${param}[${k}]`, 'Invalid metadata value: must be a string');
    if (k.length > 40)
      throw invalidParam(param, `Metadata keys can have up to 40 characters; ${k} has ${k.length}.`);
    if (v.length > 500)
      throw invalidParam(`${param}[${k}]`, 'Metadata values can have up to 500 characters.');
    if (v !== '') out[k] = v;
  }
  if (Object.keys(out).length > 50) throw invalidParam(param, 'Metadata can have up to 50 keys.');
  return out;
}

export function list(value: FormValue | undefined, param: string): FormValue[] {
  if (value === undefined || value === '') return [];
  if (!Array.isArray(value)) throw invalidParam(param, 'Invalid array', 'parameter_invalid_array');
  return value;
}
