// Smoke check of a deployed site: `npm run smoke -- https://www.example.com [--staging]
// [--version-override 'worker-name="version-id"']`. The home page in the three languages, an
// article (the first one the blog lists), robots.txt, sitemap.xml and the contact form's page must
// answer 200 with what makes them themselves. A fresh deployment takes a few seconds to reach
// every location, so each check is retried until SMOKE_TIMEOUT_MS (default 60 s) has passed.
// Used by scripts/deploy.mjs between the upload and the "done" (rollback when it fails) and by
// the CI workflow on preview URLs.
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ path: string, expect: (res: Response, body: string) => string | null }} Check
 */

const has = (needle, what) => (_res, body) => (body.includes(needle) ? null : `no ${what}`);

/** What a page in `lang` must carry: its document language and a form or an h1. */
const home = (path, tag) => ({
  path,
  expect: (res, body) =>
    !(res.headers.get('content-type') ?? '').startsWith('text/html')
      ? 'not HTML'
      : !body.includes(`<html lang="${tag}"`)
        ? `no <html lang="${tag}">`
        : !/<h1[\s>]/.test(body)
          ? 'no h1'
          : null,
});

/**
 * The checks for a site. `indexable`: production's canonical host, whose robots.txt must allow
 * crawling and whose pages must not say noindex; anything else (staging, previews) must say
 * noindex (src/deployment.ts).
 */
export function smokeChecks({ indexable }) {
  return [
    home('/pt', 'pt-BR'),
    home('/en', 'en'),
    home('/es', 'es'),
    {
      path: '/robots.txt',
      expect: (res, body) => {
        if (!body.includes('User-agent:')) return 'no User-agent line';
        const blocked = /^Disallow: \/\s*$/m.test(body) || (res.headers.get('x-robots-tag') ?? '').includes('noindex');
        if (indexable && blocked) return 'production disallows crawling (noindex on the canonical host?)';
        if (!indexable && !blocked) return 'a non-canonical host allows crawling';
        return null;
      },
    },
    { path: '/sitemap.xml', expect: has('<urlset', 'urlset') },
    { path: '/pt/contact', expect: has('<form', 'form') },
  ];
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs every check against `base`; resolves to a list of failures (empty when all pass).
 * `headers` go with every request (a version override during a gradual deployment).
 */
export async function smoke(base, { indexable = true, headers = {}, timeoutMs, retryMs, log = console.log } = {}) {
  const deadline = Date.now() + (timeoutMs ?? Number(process.env.SMOKE_TIMEOUT_MS ?? 60_000));
  const pause = retryMs ?? Number(process.env.SMOKE_RETRY_MS ?? 2000);
  const origin = base.replace(/\/+$/, '');

  async function attempt(path, expect) {
    let last = '';
    for (;;) {
      try {
        const res = await fetch(origin + path, {
          headers: { 'User-Agent': 'lean-digital-site-smoke/1', ...headers },
          redirect: 'manual',
          signal: AbortSignal.timeout(15_000),
        });
        const body = await res.text();
        const problem = res.status !== 200 ? `HTTP ${res.status}` : expect(res, body);
        if (!problem) return { body };
        last = problem;
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
      if (Date.now() + pause > deadline) return { problem: last };
      await sleep(pause);
    }
  }

  const failures = [];
  for (const check of smokeChecks({ indexable })) {
    const { problem } = await attempt(check.path, check.expect);
    log(`smoke ${problem ? 'FAIL' : 'ok  '} ${check.path}${problem ? `: ${problem}` : ''}`);
    if (problem) failures.push(`${check.path}: ${problem}`);
  }
  // An article: the first one the blog lists (whatever the content source), then its page.
  const blog = await attempt('/pt/blog', has('/pt/blog/', 'article link'));
  const slug = blog.body && /href="\/pt\/blog\/([a-z0-9-]+)"/.exec(blog.body)?.[1];
  if (!slug) {
    failures.push(`/pt/blog: ${blog.problem ?? 'no article link'}`);
    log(`smoke FAIL /pt/blog: ${blog.problem ?? 'no article link'}`);
  } else {
    const { problem } = await attempt(`/pt/blog/${slug}`, has('<article', 'article'));
    log(`smoke ${problem ? 'FAIL' : 'ok  '} /pt/blog/${slug}${problem ? `: ${problem}` : ''}`);
    if (problem) failures.push(`/pt/blog/${slug}: ${problem}`);
  }
  return failures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { staging: { type: 'boolean', default: false }, 'version-override': { type: 'string' } },
  });
  const base = positionals[0];
  if (!base || !/^https?:\/\//.test(base)) {
    console.error('usage: npm run smoke -- https://site.example [--staging] [--version-override \'worker="version-id"\']');
    process.exit(2);
  }
  const headers = values['version-override'] ? { 'Cloudflare-Workers-Version-Overrides': values['version-override'] } : {};
  const failures = await smoke(base, { indexable: !values.staging, headers });
  if (failures.length) {
    console.error(`smoke check failed on ${base}:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`smoke check passed on ${base}`);
}
