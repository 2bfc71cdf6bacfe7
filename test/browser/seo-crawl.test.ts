// What a search engine's crawler meets: it starts at /pt, /en and /es with no cookie and no
// Accept-Language, follows every internal link and fetches every asset. Then every page it found
// goes through two HTML validators (html-validate in-process, the W3C Nu checker in Java), and the
// sitemap is held against what the crawl found.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../helpers/browser';
import { crawl, headOf, type Fetched } from '../helpers/crawl';
import { withStylesheet } from '../helpers/html';

const root = path.resolve(import.meta.dirname, '../..');
const VNU_JAR = path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');

/** Pages no link leads to that a visitor still reaches: adaptive URLs, errors, filtered archive views. */
const EXTRA_PAGES = [
  '/',
  '/about',
  '/contact',
  '/blog',
  '/solutions/mes',
  '/pt/nope',
  '/en/blog/no-such-article',
  '/es/blog?search=oee',
  '/pt/blog?page=2',
];

let origin: string;
let pages: Map<string, Fetched>;
let html: Fetched[];
let sitemap: string[];

beforeAll(async () => {
  origin = baseUrl();
  pages = await crawl(origin, ['/pt', '/en', '/es']);
  for (const url of EXTRA_PAGES) {
    const res = await fetch(origin + url, { redirect: 'manual' });
    pages.set(`extra:${url}`, {
      url,
      status: res.status,
      type: res.headers.get('Content-Type') ?? '',
      body: await res.text(),
      from: ['(extra)'],
    });
  }
  html = [...pages.values()].filter((p) => /text\/html/.test(p.type) && p.body);
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  sitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
});

const pathOf = (absolute: string) => {
  const u = new URL(absolute);
  return u.pathname + u.search;
};

describe('crawl from /pt, /en and /es', () => {
  it('reaches the whole site: every internal link and asset answers 200 or a deliberate redirect to a 200', () => {
    const crawled = [...pages.values()].filter((p) => !p.from.includes('(extra)'));
    console.info(
      `crawl: ${crawled.filter((p) => /text\/html/.test(p.type)).length} pages, ${crawled.length} URLs in all; sitemap ${sitemap.length} URLs`,
    );
    // Three languages of about thirty pages each plus their assets: a handful would mean a broken start.
    expect(crawled.filter((p) => /text\/html/.test(p.type)).length).toBeGreaterThan(90);
    expect(crawled.filter((p) => !/text\/html/.test(p.type)).length).toBeGreaterThan(50);
    const broken: string[] = [];
    for (const p of crawled) {
      if (p.status === 200) continue;
      if ([301, 302, 303, 307, 308].includes(p.status) && p.location?.startsWith('/') && pages.get(p.location)?.status === 200) continue;
      broken.push(`${p.status} ${p.url}${p.location ? ` → ${p.location}` : ''} (from ${p.from.join(', ')})`);
    }
    expect(broken).toEqual([]);
  });

  it('lists in the sitemap every indexable page it reached, and nothing that is not indexable', () => {
    const inSitemap = new Set(sitemap.map(pathOf));
    const missing: string[] = [];
    for (const p of html) {
      if (p.status !== 200 || p.from.includes('(extra)')) continue;
      const head = headOf(p.body!);
      const indexable = !/noindex/.test(head.robots) && head.canonical !== undefined && pathOf(head.canonical) === p.url;
      if (indexable && !inSitemap.has(p.url)) missing.push(p.url);
    }
    expect(missing).toEqual([]);

    const wrong: string[] = [];
    for (const loc of sitemap) {
      const p = pages.get(pathOf(loc));
      if (!p) {
        wrong.push(`${loc}: not reachable by links from /pt, /en or /es`);
        continue;
      }
      const head = headOf(p.body ?? '');
      if (p.status !== 200) wrong.push(`${loc}: ${p.status}`);
      if (/noindex/.test(head.robots)) wrong.push(`${loc}: ${head.robots}`);
      if (head.canonical !== loc) wrong.push(`${loc}: canonical ${head.canonical}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives every hreflang target, x-default included, as an indexable self-canonical page that links back', () => {
    const problems: string[] = [];
    let targets = 0;
    for (const loc of sitemap) {
      const head = headOf(pages.get(pathOf(loc))!.body!);
      expect(head.alternates['x-default']).toBeDefined();
      for (const [lang, href] of Object.entries(head.alternates)) {
        targets++;
        const target = pages.get(pathOf(href));
        if (target?.status !== 200) {
          problems.push(`${loc} ${lang} → ${href}: ${target?.status ?? 'never reached'}`);
          continue;
        }
        const th = headOf(target.body!);
        if (th.canonical !== href) problems.push(`${loc} ${lang} → ${href}: canonical ${th.canonical}`);
        if (/noindex/.test(th.robots)) problems.push(`${loc} ${lang} → ${href}: ${th.robots}`);
        if (!Object.values(th.alternates).includes(loc)) problems.push(`${href} does not link back to ${loc}`);
      }
    }
    expect(targets).toBeGreaterThan(sitemap.length * 2);
    expect(problems).toEqual([]);
  });

  it('serves the adaptive unprefixed pages with 200 to a crawler, canonical to a per-language URL', () => {
    for (const url of ['/', '/about', '/contact', '/blog', '/solutions/mes']) {
      const p = pages.get(`extra:${url}`)!;
      expect(p.status, url).toBe(200);
      const head = headOf(p.body!);
      expect(head.canonical, url).toBe(origin + (url === '/' ? '/pt' : `/pt${url}`));
    }
  });
});

describe('HTML validity', () => {
  it('html-validate finds no error on any page (React output: camelCase attributes, self-closed void elements)', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const errors: string[] = [];
    for (const p of html) {
      const report = await validator.validateString(p.body!, path.join(root, 'page.html'));
      for (const result of report.results)
        for (const m of result.messages) if (m.severity === 2) errors.push(`${p.url}: ${m.ruleId} ${m.message} (${m.selector ?? ''})`);
    }
    expect(html.length).toBeGreaterThan(90);
    expect(errors).toEqual([]);
  });

  it('the W3C Nu checker reports no error and no warning on any sitemap page, adaptive page or error page', async () => {
    const inSitemap = new Set(sitemap.map(pathOf));
    const chosen = html.filter((p) => inSitemap.has(p.url) || p.from.includes('(extra)'));
    expect(chosen.length).toBe(sitemap.length + EXTRA_PAGES.length);
    const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
    try {
      const names = new Map<string, string>();
      chosen.forEach((p, i) => {
        const file = path.join(dir, `${i}.html`);
        names.set(`file:${file}`, p.url);
        // The stylesheet the head inlines is left out: the checker's
        // CSS grammar predates scroll-driven animations and anchor positioning, which it calls errors.
        writeFileSync(file, withStylesheet(p.body!, ''));
      });
      // One JVM for all files; --exit-zero-always because the JSON report is what we read. The
      // JVM compiles with its quick compiler only and collects on one thread: half the CPU of its
      // defaults for one short run (which spent it compiling for a long one), leaving the other
      // lane its core; the checker's schema then needs the deeper stack.
      const stderr = await new Promise<string>((resolve, reject) =>
        execFile(
          'java',
          ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', dir],
          { maxBuffer: 64 * 1024 * 1024 },
          (error, _out, err) =>
            error
              ? reject(
                  new Error(`java -jar vnu.jar failed (Java installed? .ci/run installs default-jre-headless): ${error.message}\n${err}`),
                )
              : resolve(err),
        ),
      );
      const report = JSON.parse(stderr) as {
        messages: { type: string; subType?: string; url?: string; message: string; extract?: string }[];
      };
      const found = report.messages
        // "info" without a subType is advice (trailing slashes on void elements, which React writes).
        .filter((m) => m.type === 'error' || m.type === 'non-document-error' || (m.type === 'info' && m.subType === 'warning'))
        .map((m) => `${names.get(m.url ?? '') ?? m.url}: ${m.subType ?? m.type}: ${m.message} ${m.extract ?? ''}`);
      expect(found).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('link previews and feeds', () => {
  it('gives every sitemap page a 1200×630 JPEG or PNG og:image with alt texts for Open Graph and Twitter', async () => {
    const problems: string[] = [];
    const checked = new Map<string, string>();
    for (const loc of sitemap) {
      const head = headOf(pages.get(pathOf(loc))!.body!);
      const [image] = head.meta('og:image');
      const [alt] = head.meta('og:image:alt');
      const [twitterAlt] = head.meta('twitter:image:alt');
      if (!image) {
        problems.push(`${loc}: no og:image`);
        continue;
      }
      if (!alt || !twitterAlt) problems.push(`${loc}: og:image:alt "${alt}", twitter:image:alt "${twitterAlt}"`);
      if (head.meta('twitter:image')[0] !== image) problems.push(`${loc}: twitter:image differs from og:image`);
      if (!checked.has(image)) {
        const res = await fetch(image.replace(/^https?:\/\/[^/]+/, origin));
        const bytes = Buffer.from(await res.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        checked.set(image, `${res.status} ${meta.format} ${meta.width}x${meta.height}`);
      }
      const found = checked.get(image)!;
      if (!/^200 (jpeg|png) 1200x630$/.test(found)) problems.push(`${loc}: og:image ${image} is ${found}`);
      const [w, h, type] = [head.meta('og:image:width')[0], head.meta('og:image:height')[0], head.meta('og:image:type')[0]];
      if (`${w}x${h}` !== '1200x630' || !/^image\/(jpeg|png)$/.test(type ?? ''))
        problems.push(`${loc}: og:image:width/height/type ${w}x${h} ${type}`);
    }
    // The default image and one per article.
    expect(checked.size).toBeGreaterThan(16);
    expect(problems).toEqual([]);
  });

  it('states each RSS enclosure with the byte length and type the image is served with', async () => {
    let enclosures = 0;
    for (const feed of ['/rss.xml', '/en/rss.xml', '/es/rss.xml']) {
      const xml = await (await fetch(origin + feed)).text();
      for (const m of xml.matchAll(/<enclosure url="([^"]+)" length="(\d+)" type="([^"]+)"\/>/g)) {
        enclosures++;
        const res = await fetch(m[1]!.replace(/^https?:\/\/[^/]+/, origin));
        const bytes = (await res.arrayBuffer()).byteLength;
        expect([res.status, bytes, res.headers.get('Content-Type')], m[1]).toEqual([200, Number(m[2]), m[3]]);
      }
    }
    expect(enclosures).toBeGreaterThan(30);
  });
});
