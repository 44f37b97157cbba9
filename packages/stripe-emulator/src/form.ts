/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket notation, as the SDK writes it
 * (`line_items[0][price_data][unit_amount]=4500`, `metadata[booking_id]=b1`, `expand[]=payment_intent`).
 * Objects whose keys are exactly 0..n-1 become arrays; an empty value stays an empty string (Stripe's "unset").
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export class FormError extends Error {}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  const re = /\[([^\]]*)\]/gy;
  re.lastIndex = open;
  for (let m = re.exec(key); m; m = re.exec(key)) {
    segments.push(m[1] ?? '');
    if (re.lastIndex === key.length) return segments;
  }
  throw new FormError(`Invalid parameter name: ${key}`);
}

type Tree = Map<string, Tree | string>;

export function parseForm(body: string): FormObject {
  const root: Tree = new Map();
  for (const [key, value] of new URLSearchParams(body)) {
    const segments = splitKey(key);
    let node = root;
    segments.forEach((raw, i) => {
      const seg = raw === '' ? String(node.size) : raw;
      if (FORBIDDEN.has(seg)) throw new FormError(`Invalid parameter name: ${key}`);
      const last = i === segments.length - 1;
      const existing = node.get(seg);
      if (last) {
        if (existing instanceof Map)
          throw new FormError(`Invalid parameter: ${key} is both a value and a hash`);
        node.set(seg, value);
        return;
      }
      if (typeof existing === 'string')
        throw new FormError(`Invalid parameter: ${key} is both a value and a hash`);
      const child: Tree = existing ?? new Map();
      node.set(seg, child);
      node = child;
    });
  }
  return toPlain(root) as FormObject;
}

function toPlain(tree: Tree): FormObject | FormValue[] {
  const keys = [...tree.keys()];
  const isArray = keys.length > 0 && keys.every((k, i) => k === String(i));
  const convert = (v: Tree | string): FormValue => (typeof v === 'string' ? v : toPlain(v));
  if (isArray) return keys.map((k) => convert(tree.get(k)!));
  const out: FormObject = {};
  for (const k of keys) out[k] = convert(tree.get(k)!);
  return out;
}

/** A canonical text of parsed parameters: the same parameters in any order give the same text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}
