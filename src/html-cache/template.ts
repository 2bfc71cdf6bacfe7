import type { PerViewValues } from './per-view';
import type { Entry, Slot } from './store';

const encoder = new TextEncoder();
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Splits a rendered page at every per-view value its view registered (per-view.ts):
 * the nonce becomes a nonce slot, each other value a token slot (one slot index per value, so a
 * key in a hidden input and in island props gets the same fresh value).
 */
export function compile(
  key: string,
  html: string,
  values: PerViewValues,
  status: number,
  headers: [string, string][],
  expires: number,
): Entry {
  const present = [...values].filter(([value]) => value.length > 0 && html.includes(value));
  const tokens = present.filter(([, kind]) => kind === 'token').map(([value]) => value);
  const parts: Uint8Array[] = [];
  const slots: Slot[] = [];
  let last = 0;
  if (present.length > 0) {
    const splitter = new RegExp(present.map(([value]) => escapeRegExp(value)).join('|'), 'g');
    for (const m of html.matchAll(splitter)) {
      parts.push(encoder.encode(html.slice(last, m.index)));
      slots.push(values.get(m[0]) === 'nonce' ? { kind: 'nonce' } : { kind: 'token', index: tokens.indexOf(m[0]) });
      last = m.index + m[0].length;
    }
  }
  parts.push(encoder.encode(html.slice(last)));
  const bytes = parts.reduce((n, p) => n + p.byteLength, 0);
  return { key, expires, parts, slots, tokenCount: tokens.length, status, headers, bytes };
}

/** The stored page with this request's nonce and a fresh random value in every token slot. */
export function assemble(entry: Entry, nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = encoder.encode(nonce);
  const tokens = Array.from({ length: entry.tokenCount }, () => encoder.encode(crypto.randomUUID()));
  const values = entry.slots.map((s) => (s.kind === 'nonce' ? nonceBytes : tokens[s.index]!));
  const out = new Uint8Array(entry.bytes + values.reduce((n, v) => n + v.byteLength, 0));
  let at = 0;
  for (let i = 0; i < entry.parts.length; i++) {
    out.set(entry.parts[i]!, at);
    at += entry.parts[i]!.byteLength;
    const v = values[i];
    if (v) {
      out.set(v, at);
      at += v.byteLength;
    }
  }
  return out;
}
