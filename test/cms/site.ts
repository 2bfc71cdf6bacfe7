// What the test:cms files share: the site and Strapi they were given (test/cms/strapi5.e2e.test.ts
// starts both once), a page of the site, and a wait for Strapi's asynchronous webhooks.
import { readFileSync } from 'node:fs';
import type { StrapiAdmin } from '../../scripts/cms/strapi-admin.mjs';

export interface CmsContext {
  siteUrl: string;
  strapiUrl: string;
  admin: StrapiAdmin;
  /** A full-access API token of the import's own (`npm run cms:import`). */
  importToken: string;
  webhookSecret: string;
  operatorToken: string;
}

export async function fetchPage(siteUrl: string, path: string, init: RequestInit = {}) {
  const res = await fetch(siteUrl + path, { redirect: 'manual', ...init });
  return { res, text: await res.text() };
}

/** Polls until `check` holds (the webhook is asynchronous in Strapi); returns how long it took. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`not seen within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Polls `missing` until it is empty or the time is up; returns what is still missing (for a readable failure). */
export async function settled(missing: () => Promise<string[]>, timeoutMs = 20_000): Promise<string[]> {
  const started = Date.now();
  for (;;) {
    const left = await missing();
    if (left.length === 0 || Date.now() - started > timeoutMs) return left;
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The repository's text at a key of locales/<lang>/<ns>.json. */
export const repo = (lang: string, ns: string, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')));

/** A page's h1 text (the marketing pages' `page-title`). */
export const h1Of = (html: string) =>
  /<h1 id="page-title">([^<]*)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The contact page's hero as the REST API has it (texts only), without its id: what a PUT takes. */
export async function contactHero(ctx: CmsContext, lang: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${ctx.strapiUrl}/api/contact-page?locale=${lang}&populate[hero]=true`, {
    headers: { Authorization: `Bearer ${ctx.importToken}` },
  });
  const { id: _, ...hero } = ((await res.json()) as { data: { hero: Record<string, unknown> } }).data.hero;
  return hero;
}

/** The contact page's h1 written through the REST API (published: Strapi 5's REST update publishes). */
export async function putContactTitle(ctx: CmsContext, lang: string, title: string): Promise<void> {
  const res = await fetch(`${ctx.strapiUrl}/api/contact-page?locale=${lang}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${ctx.importToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { hero: { ...(await contactHero(ctx, lang)), title } } }),
  });
  if (res.status !== 200) throw new Error(`PUT contact-page ${lang} → ${res.status}: ${await res.text()}`);
}

export interface HealthSection {
  model: string;
  lang: string;
  section: string;
  reason: string;
  problems: string[];
}

/** GET /api/cms-health with the operator's token. */
export async function cmsHealth(ctx: CmsContext): Promise<{ ok: boolean; checked: number; sections: HealthSection[] }> {
  const res = await fetch(`${ctx.siteUrl}/api/cms-health`, { headers: { Authorization: `Bearer ${ctx.operatorToken}` } });
  if (res.status !== 200) throw new Error(`cms-health → ${res.status}`);
  return (await res.json()) as { ok: boolean; checked: number; sections: HealthSection[] };
}
