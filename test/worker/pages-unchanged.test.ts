// Without a CMS every page renders exactly what it rendered before the marketing pages' texts
// went through the content service: the same text and markup in three languages, apart from what
// differs per view (nonces, form keys) and the inlined stylesheet. Each page is cut into its head
// and the blocks of its body (header, sections, footer …); a digest of each, beside the start of its
// text, is compared with test/fixtures/pages-unchanged.snap.txt, so a difference names the page
// and the block. The snapshot was taken from the code before the change
// (`node scripts/page-snapshot.mjs <commit>` renders any commit's pages this way); a deliberate
// change of a page's text or markup updates it with `-u`.
import { env } from 'cloudflare:test';
import { expect, it, vi } from 'vitest';
import type { Bindings } from '../../src/env';
import { SOLUTIONS } from '../../src/components/solutions/catalog';
import { pageWith } from '../helpers/worker';

const MARKETING = [
  '',
  '/about',
  '/services',
  '/contact',
  '/diagnosticlean',
  '/diagnostico-lean-digital-gratuito',
  ...SOLUTIONS.map((s) => `/solutions/${s.slug}`),
];
const PATHS = [
  ...['pt', 'en', 'es'].flatMap((lang) => MARKETING.map((route) => `/${lang}${route}`)),
  ...['/pt/blog', '/pt/blog/lean-digital-tendencias-para-2027', '/pt/privacy', '/pt/terms', '/pt/sitemap', '/pt/nao-existe'],
];

/** The page without what differs per view, the stylesheet and the build's content hashes in file names. */
export function normalized(html: string): string {
  return html
    .replace(/(<style[^>]*>)[\s\S]*?<\/style>/g, '$1</style>')
    .replace(/(\/assets\/[\w/-]+?-)[A-Z0-9]{8}\./g, '$1HASH.')
    .replace(/\snonce="[^"]*"/g, ' nonce=""')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>');
}

/** The head, then the body cut before each landmark or section. */
function blocks(html: string): string[] {
  const head = /<head>[\s\S]*<\/head>/.exec(html)?.[0] ?? '';
  const body = html.slice(html.indexOf('</head>') + 7);
  return [head, ...body.split(/(?=<(?:header|main|section|footer|aside|nav)[\s>])/)];
}

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...bytes.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const gist = (block: string) =>
  block
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);

/**
 * The day the pages render on. Pages state the company's age, counted from its founding month
 * (December 2009) on the day of the render, and the footer the year: at a fixed day the snapshot
 * holds the markup and the texts, not the calendar (test/worker/company-years.test.ts covers the
 * count itself).
 */
const RENDERED_ON = new Date('2026-06-15T12:00:00Z');

it('renders every page in three languages as before, without a CMS', { timeout: 120_000 }, async () => {
  vi.setSystemTime(RENDERED_ON);
  const lines: string[] = [];
  for (const path of PATHS) {
    // A fresh isolate per page: the first render, not a replay of another page's cached parts.
    const { res, text } = await pageWith({ ...(env as unknown as Bindings) }, path);
    lines.push(`${path} ${res.status}`);
    for (const block of blocks(normalized(text))) lines.push(`  ${await digest(block)} ${gist(block)}`);
  }
  await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('../fixtures/pages-unchanged.snap.txt');
});
