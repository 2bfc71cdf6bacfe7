// A form posted without JavaScript that sent nothing (D1 and the parking both failing, or a limit
// refusing it) gets its own page back at once: rendered for this post by the app (c.var.renderPage) with the
// flash handed to it as the page's own GET would read it after a 303, so the form shows every
// value typed and the message that nothing was sent. Not a redirect: the values would have to
// ride in the flash cookie, which a browser caps at 4 KB (a long message would come back cut).
//
// The page is rendered as any view carrying a flash cookie is: never from nor into the HTML cache
// (html-cache/policy.ts isAnonymous). Its script nonces are this response's, so the page's
// scripts run under the CSP header the security middleware gives this answer.
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { FLASH_COOKIE, encodeFlash, type Flash } from '../forms/flash';
import { unsentId } from '../forms/components/unsent-alert';

/** Seconds the visitor is asked to wait (Retry-After): the scheduled job's period. */
export const RETRY_AFTER_SECONDS = 60;

/** What identifies the visitor's view of the page: language, country, cookies, reference. */
const KEPT_HEADERS = ['accept-language', 'user-agent', 'cf-ipcountry', 'cf-connecting-ip', 'x-real-ip', 'cf-ray'];

/** The form's page with the values and the message, or null when it cannot show them. */
export async function unsentPage(
  c: Context<AppEnv>,
  back: string,
  flash: Flash,
  answer: { status: 403 | 429 | 503; retryAfter?: number } = { status: 503, retryAfter: RETRY_AFTER_SECONDS },
): Promise<Response | null> {
  const render = c.get('renderPage');
  const url = new URL(back, c.req.url);
  if (!render || url.origin !== new URL(c.req.url).origin || url.pathname.startsWith('/api/')) return null;
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const cookies = (c.req.header('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${FLASH_COOKIE}=`));
  headers.set('cookie', [...cookies, `${FLASH_COOKIE}=${encodeFlash(flash)}`].join('; '));
  url.hash = '';
  let res: Response;
  try {
    res = await render(new Request(url, { headers, cf: c.req.raw.cf } as RequestInit));
  } catch {
    return null;
  }
  const html = await res.text();
  if (res.status !== 200 || !html.includes(`id="${unsentId(flash.f)}"`)) return null;
  const inner = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1];
  const outer = c.get('secureHeadersNonce');
  const body = inner && outer ? html.replaceAll(inner, outer) : html;
  const out = new Headers();
  for (const name of ['content-type', 'content-language']) {
    const value = res.headers.get(name);
    if (value) out.set(name, value);
  }
  if (answer.retryAfter !== undefined) out.set('Retry-After', String(answer.retryAfter));
  out.set('Cache-Control', 'no-store');
  return new Response(body, { status: answer.status, headers: out });
}
