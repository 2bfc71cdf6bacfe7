// `--cms`: the render bench with a CMS. CMS_API_URL set, and a fetch in the route's thread that
// answers like a real Strapi 5 after `npm run cms:import`: the marketing pages' entries it gave
// (test/fixtures/strapi/v5-pages), no articles. A warm render then reads each page's texts from the
// CMS path (the memo, the overlay, prerendered parts keyed on the texts) as a site with Strapi does.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export const CMS_VARS = { CMS_API_URL: 'https://cms.bench.invalid/api', CMS_WEBHOOK_SECRET: 'bench' };

export function recordedCmsFetch() {
  const dir = path.join(root, 'test/fixtures/strapi/v5-pages');
  const answers = new Map();
  const answer = (name) => {
    if (!answers.has(name)) {
      try {
        answers.set(name, readFileSync(path.join(dir, `${name}.json`), 'utf8'));
      } catch {
        answers.set(name, null);
      }
    }
    return answers.get(name);
  };
  return async (input) => {
    const url = new URL(typeof input === 'string' ? input : input.url);
    const model = /\/api\/([a-z-]+?)s?$/.exec(url.pathname)?.[1] ?? '';
    const slug = url.searchParams.get('filters[slug][$eq]');
    const body = answer(`${model}-${url.searchParams.get('locale') ?? 'pt'}${slug ? `-${slug}` : ''}`);
    const json = { 'content-type': 'application/json' };
    if (body) return new Response(body, { headers: json });
    // A single type without an entry answers 404; a collection, an empty list (the articles).
    if (!url.pathname.endsWith('s')) return new Response('{"data":null}', { status: 404, statusText: 'Not Found', headers: json });
    return new Response('{"data":[],"meta":{"pagination":{"page":1,"pageSize":25,"pageCount":0,"total":0}}}', { headers: json });
  };
}
