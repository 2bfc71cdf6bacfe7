import { LANGS, isLang, type Lang } from '../shared/languages';
import type { PreviewTarget } from './types';

/**
 * Draft preview for editors. The CMS opens `/api/preview?secret=…` (Strapi 5's Preview button
 * and side panel, through the handler in cms/strapi/config/admin.js; a Strapi 4 preview link with
 * slug and locale). With the right secret the visitor is sent to the article's page with a
 * signed, short-lived `preview` token in the URL; the page then fetches the draft live.
 *
 * Why a token in the URL rather than a cookie: Strapi shows the preview in an iframe of the
 * CMS's origin, where the site's cookies are third-party (blocked by Safari and Firefox, and by
 * Chrome for many users). The token names one draft (document id or slug, and language), is
 * signed with CMS_PREVIEW_SECRET (HMAC-SHA-256) and expires after PREVIEW_TTL_MS on its own; the
 * secret itself leaves the URL at the first redirect.
 */
export const PREVIEW_TTL_MS = 30 * 60 * 1000;
export const PREVIEW_PARAM = 'preview';
/** A marketing page's model name, as a token may carry it. */
const MODEL = /^[a-z][a-z-]{0,39}$/;

interface TokenPayload {
  /** A marketing page's model; absent for an article. */
  m?: string;
  d?: string;
  s?: string;
  l: Lang;
  /** Expiry, ms since the epoch. */
  x: number;
}

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(`preview-token\u0000${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/** A token for `target`, valid until now + PREVIEW_TTL_MS. */
export async function signPreview(secret: string, target: PreviewTarget, now = Date.now()): Promise<string> {
  const payload: TokenPayload = { l: target.lang, x: now + PREVIEW_TTL_MS };
  if (target.model) payload.m = target.model;
  if (target.documentId) payload.d = target.documentId;
  if (target.slug) payload.s = target.slug;
  const body = base64url(encoder.encode(JSON.stringify(payload)));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(body)));
  return `${body}.${base64url(signature)}`;
}

/** The target of a valid, unexpired token; null for anything else. */
export async function verifyPreview(secret: string, token: string, now = Date.now()): Promise<PreviewTarget | null> {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined || token.length > 1000) return null;
  const signature = fromBase64url(sig);
  if (!signature) return null;
  // crypto.subtle.verify compares in constant time.
  if (!(await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(body)))) return null;
  const json = fromBase64url(body);
  if (!json) return null;
  let payload: Partial<TokenPayload>;
  try {
    payload = JSON.parse(new TextDecoder().decode(json)) as Partial<TokenPayload>;
  } catch {
    return null;
  }
  if (typeof payload.x !== 'number' || payload.x <= now || !isLang(payload.l)) return null;
  const model = typeof payload.m === 'string' && MODEL.test(payload.m) ? payload.m : undefined;
  if (typeof payload.d !== 'string' && typeof payload.s !== 'string' && !model) return null;
  return {
    lang: payload.l,
    ...(model ? { model } : {}),
    ...(typeof payload.d === 'string' ? { documentId: payload.d } : {}),
    ...(typeof payload.s === 'string' ? { slug: payload.s } : {}),
  };
}

/** A CMS locale code as a site language ('pt-BR' → pt); pt when unknown. */
export function langOfLocale(locale: string | undefined): Lang {
  const base = (locale ?? '').toLowerCase().split('-')[0];
  return LANGS.find((l) => l === base) ?? 'pt';
}

/** The origin allowed to frame preview pages: CMS_ADMIN_ORIGIN, else the origin of CMS_API_URL. */
export function cmsAdminOrigin(env: { CMS_ADMIN_ORIGIN?: string; CMS_API_URL?: string }): string | null {
  for (const value of [env.CMS_ADMIN_ORIGIN, env.CMS_API_URL]) {
    const v = value?.trim();
    if (!v) continue;
    try {
      const url = new URL(v);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // not a URL: try the next one
    }
  }
  return null;
}
