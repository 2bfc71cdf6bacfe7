// The per-visitor cache safety check: views of pages by several visitors through every cache tier,
// each beside a fresh render of the same request with no cache at all, and what must hold between
// them (findLeaks):
// - A per-view value is a token of a view that its fresh render does not have (the nonce, the form
//   keys, and anything else that differs from one render to the next). No per-view value of one
//   view may appear in any other view: a value the page writes without registering it as a hole
//   (src/html-cache/per-view.ts) is replayed by the cache to the next visitor, and found here.
// - What a visitor sent (the values typed into a form, a draft only an editor previews, a preview
//   token) appears in no view of another visitor.
// - A view is its fresh render, its own nonce and keys aside: no cache answers a visitor with a
//   page meant for another language, consent choice or form answer.
import type { app } from '../../src/app';
import type { Bindings } from '../../src/env';
import { prerenderedSettled, renderLiveOnly } from '../../src/components/prerendered';
import { HTML_CACHE_HEADER } from '../../src/html-cache';
import { executionContext, ORIGIN } from './worker';

export interface Answer {
  status: number;
  text: string;
  headers: [string, string][];
}

export interface View extends Answer {
  visitor: string;
  /** What the view was: method, path and cookies, for the failure messages. */
  label: string;
  state: string | null;
  /** The same request answered with every cache off (HTML cache off, subtrees rendered live). */
  fresh: Answer;
}

type Worker = { fetch: typeof app.fetch };

/** A page the two-visitor test views: the route it comes from, a URL of it, what else it shows per visitor. */
export interface PageCase {
  route: string;
  path: string;
  /** The form whose answer to a post without JavaScript (a flash cookie) the page shows. */
  flash?: 'lead' | 'contact';
  /** Renders markdown (the markdown cache is used). */
  markdown?: boolean;
  /** Answers 404: the HTML cache stores nothing. */
  notFound?: boolean;
}

/**
 * The pages to view: every GET route of the page table (src/routes/pages.tsx), each at its own
 * path, with what its fixture adds; a route with a parameter at the URL its fixture gives. Then
 * `extra`, pages no route names (the 404). A route with a parameter and no fixture throws, naming
 * it, and so does a fixture of no route: a new page kind is viewed, or the test fails, and never
 * silently left out.
 */
export function pageCases(
  routes: readonly { method: string; path: string }[],
  fixtures: Record<string, Omit<PageCase, 'route' | 'path'> & { path?: string }>,
  extra: readonly PageCase[] = [],
): PageCase[] {
  const paths = [...new Set(routes.filter((r) => r.method === 'GET').map((r) => r.path))];
  const unknown = Object.keys(fixtures).filter((route) => !paths.includes(route));
  if (unknown.length > 0) throw new Error(`Fixtures of no page route (src/routes/pages.tsx): ${unknown.join(', ')}`);
  const cases = paths.map((route): PageCase => {
    const fixture = fixtures[route] ?? {};
    const path = fixture.path ?? route;
    if (/[:*]/.test(path)) {
      throw new Error(`The page route ${route} has parameters: give the two-visitor test a URL of it (a fixture: { path: '…' })`);
    }
    return { ...fixture, route, path };
  });
  return [...cases, ...extra];
}

async function answer(
  worker: Worker,
  bindings: Bindings,
  path: string,
  headers: Record<string, string>,
): Promise<Answer & { state: string | null }> {
  const { ctx, pending } = executionContext();
  const res = await worker.fetch(new Request(ORIGIN + path, { headers, redirect: 'manual' }), bindings, ctx);
  const text = await res.text();
  await Promise.all(pending);
  await prerenderedSettled();
  return { status: res.status, text, headers: [...res.headers.entries()], state: res.headers.get(HTML_CACHE_HEADER) };
}

/** Fresh renders by request and configuration: a request viewed again is compared with the same render. */
const freshRenders = new Map<string, Promise<Answer>>();

/** Forgets the fresh renders (a test whose content or visitors differ from the last one's). */
export function forgetFreshRenders(): void {
  freshRenders.clear();
}

/** One view of `path` by `visitor` on `bindings` (one isolate), and its fresh render. */
export async function view(
  worker: Worker,
  bindings: Bindings,
  visitor: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<View> {
  const seen = await answer(worker, bindings, path, headers);
  const vars = Object.entries(bindings).filter(([name, value]) => typeof value === 'string' && name !== 'HTML_CACHE');
  const key = JSON.stringify([path, headers, vars.sort()]);
  let fresh = freshRenders.get(key);
  if (!fresh) freshRenders.set(key, (fresh = answer(worker, renderLiveOnly({ ...bindings, HTML_CACHE: 'off' }), path, headers)));
  const cookies = headers.Cookie ? ` [${headers.Cookie.replace(/(form_flash=)[^;]+/, '$1…')}]` : '';
  return { ...seen, visitor, label: `${visitor} GET ${path}${cookies} (${seen.state ?? 'no cache'})`, fresh: await fresh };
}

const TOKEN = /[A-Za-z0-9_+/=-]{16,}/g;
const whole = (a: Answer) => `${a.text}\n${a.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}`;
const tokensOf = (a: Answer) => new Set(whole(a).match(TOKEN) ?? []);

/** The tokens of a view that its fresh render does not have: its per-view values. */
export function perViewTokens(v: View): Set<string> {
  const fresh = tokensOf(v.fresh);
  return new Set([...tokensOf(v)].filter((t) => !fresh.has(t)));
}

/** The CSP nonce a response was sent with. */
export const nonceOf = (a: Answer) =>
  /'nonce-([^']+)'/.exec(a.headers.find(([name]) => name === 'content-security-policy')?.[1] ?? '')?.[1];

/**
 * A document as two renders of the same request must agree on it: its own nonce and its UUIDs (the
 * form keys) replaced, and the attributes of an image preload sorted (a replayed subtree asks
 * react-dom's preload() again, which writes fetchPriority first).
 */
export function comparable(a: Answer): string {
  const nonce = nonceOf(a);
  return (nonce ? a.text.replaceAll(nonce, 'NONCE') : a.text)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'UUID')
    .replace(
      /<link rel="preload" as="image"((?: [a-zA-Z]+="[^"]*")*)\/>/g,
      (_, attrs: string) => `<link rel="preload" as="image"${(attrs.match(/ [a-zA-Z]+="[^"]*"/g) ?? []).sort().join('')}/>`,
    );
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}: served …${a.slice(Math.max(0, i - 80), i + 80)}… fresh …${b.slice(Math.max(0, i - 80), i + 80)}…`;
}

/**
 * Everything that breaks the rules above, one line each (empty when the views are safe).
 * `inputs`: per visitor, the strings it sent that no other visitor may be shown.
 */
export function findLeaks(views: View[], inputs: Record<string, string[]> = {}): string[] {
  const problems: string[] = [];
  const own = views.map(perViewTokens);
  views.forEach((v, i) => {
    const nonce = nonceOf(v);
    // Not vacuous: the check sees each view's nonce as a per-view value.
    if (!nonce || !own[i]!.has(nonce)) problems.push(`${v.label}: its nonce is not among its per-view values`);
    if (v.status !== v.fresh.status) problems.push(`${v.label}: status ${v.status}, fresh render ${v.fresh.status}`);
    const served = comparable(v);
    const fresh = comparable(v.fresh);
    if (served !== fresh) problems.push(`${v.label}: not its fresh render ${firstDifference(served, fresh)}`);
  });
  views.forEach((v, i) => {
    const text = whole(v);
    views.forEach((w, j) => {
      if (i === j) return;
      for (const token of own[j]!) if (text.includes(token)) problems.push(`${v.label} shows the per-view value ${token} of ${w.label}`);
    });
    for (const [visitor, sent] of Object.entries(inputs)) {
      if (visitor === v.visitor) continue;
      for (const value of sent) if (text.includes(value)) problems.push(`${v.label} shows "${value}", sent by visitor ${visitor}`);
    }
  });
  return [...new Set(problems)];
}
