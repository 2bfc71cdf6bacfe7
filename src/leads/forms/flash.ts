// The answer to a form posted without JavaScript travels back to the page in a short-lived
// cookie: a 303 to the page, which renders the form with the success panel, or with the field
// errors and the values typed. A submission nothing could keep (s: 'unsent') gets its page at
// once instead, rendered for the post with the same flash handed to it (unsent.ts). HttpOnly, SameSite=Lax, Path=/, Max-Age 60, cleared once read.
// Not signed: it only holds message codes (looked up in a fixed table, unknown ones dropped) and
// the visitor's own values (rendered escaped by React), validated and size-limited on read.
import { generateCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import * as z from 'zod/mini';

export const FLASH_COOKIE = 'form_flash';
/** Browsers keep ~4 KB per cookie; the encoded value stays below this. */
const MAX_ENCODED = 3500;
/** The longest field a form has (a privacy request's details). */
const MAX_VALUE = 2000;

// Built on first use: a new isolate's start-up builds no schema.
const buildFlashSchema = () =>
  z.object({
    /** Element id of the form the answer belongs to. */
    f: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/)),
    /** Stored, refused with field errors, or kept nowhere (nothing was sent). */
    s: z.enum(['ok', 'err', 'unsent']),
    /** Why nothing was sent, when not for storage failing: the visitor's limit, or the site's surge guard. */
    m: z.optional(z.enum(['rateLimited', 'busy', 'challenge'])),
    /** Field → message code. */
    e: z.optional(z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(64)))),
    /** Field name (as posted, `contactPhone.ddd`) → value. */
    v: z.optional(z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(MAX_VALUE)))),
  });
let flashSchema: ReturnType<typeof buildFlashSchema> | undefined;
export type Flash = z.infer<ReturnType<typeof buildFlashSchema>>;

/** The cookie's value, whole (fit() cuts it for a browser). */
export function encodeFlash(flash: Flash): string {
  const bytes = new TextEncoder().encode(JSON.stringify(flash));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decode(value: string): Flash | undefined {
  try {
    const bin = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(bin, (ch) => ch.charCodeAt(0)));
    const parsed = (flashSchema ??= buildFlashSchema()).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Values to send back: strings only, each cut, the longest halved until the cookie fits. */
function fit(flash: Flash): string {
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(flash.v ?? {})) values[k] = v.slice(0, MAX_VALUE);
  let encoded = encodeFlash({ ...flash, v: values });
  while (encoded.length > MAX_ENCODED) {
    const [name, value] = Object.entries(values).sort((a, b) => b[1].length - a[1].length)[0] ?? [];
    if (name === undefined || !value) {
      encoded = encodeFlash({ f: flash.f, s: flash.s, e: flash.e });
      break;
    }
    values[name] = value.slice(0, Math.floor(value.length / 2));
    encoded = encodeFlash({ ...flash, v: values });
  }
  return encoded;
}

const secureFor = (url: string) => new URL(url).protocol === 'https:';

/** The Set-Cookie of a flash, for the answer to a post to `url`. */
export function flashCookie(flash: Flash, url: string): string {
  return generateCookie(FLASH_COOKIE, fit(flash), { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 60, secure: secureFor(url) });
}

/**
 * The flash for this form in a request's Cookie header, if any, and `clear`, the Set-Cookie that
 * clears it as it is read. Called by the form components while the page's shell renders, i.e.
 * before the response headers leave, which then carry `clear`. A flash for another form stays.
 */
export function takeFlash(cookies: string | undefined, formId: string, url: string): { flash?: Flash; clear?: string } {
  const raw = cookies ? parse(cookies, FLASH_COOKIE)[FLASH_COOKIE] : undefined;
  if (!raw) return {};
  const flash = decode(raw);
  if (flash && flash.f !== formId) return {};
  return { flash, clear: generateCookie(FLASH_COOKIE, '', { path: '/', secure: secureFor(url), maxAge: 0 }) };
}

/** The message a form shows when its post sent nothing (storage failing, a limit), in the page's language. */
export function unsentText(t: (key: string) => string, flash: Flash | undefined): string | undefined {
  return flash?.s === 'unsent' ? t(`forms:api.${flash.m ?? 'unsent'}`) : undefined;
}

/** What was posted, flattened back to field names, for the form to show again. */
export function postedValues(data: Record<string, unknown>, skip: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) {
    if (skip.includes(k)) continue;
    if (typeof v === 'string') out[k] = v;
    else if (v && typeof v === 'object') {
      for (const [k2, v2] of Object.entries(v)) if (typeof v2 === 'string') out[`${k}.${k2}`] = v2;
    }
  }
  return out;
}
