// `npm run cms:import` against a stubbed Strapi 5 REST API (an HTTP server holding entries in
// memory): the dry run writes nothing and says what would change, field by field; --overwrite
// keeps the entries as they were in a timestamped file first; --restore puts them back.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importPages, strapiRest } from '../../scripts/cms/import-pages.mjs';
import { importTargets, restoreEntries, writable } from '../../scripts/cms/import-safety.mjs';
import { localeTree, pageModels } from '../../scripts/cms/page-fields.mjs';

type Data = Record<string, unknown>;
interface Doc {
  documentId: string;
  byLang: Map<string, Data>;
}

/** A Strapi 5 that keeps what it is sent: single types by model, collections as documents per language. */
class FakeStrapi {
  singles = new Map<string, Doc>();
  collections = new Map<string, Doc[]>();
  uploads: string[] = [];
  writes = 0;
  private next = 1;

  handle(method: string, url: URL, body: { data?: Data } | null): [number, unknown] {
    const parts = url.pathname.replace(/^\/api\//, '').split('/');
    const lang = url.searchParams.get('locale') ?? 'pt';
    if (parts[0] === 'upload') {
      if (method === 'POST') {
        this.uploads.push('file');
        return [201, [{ id: this.uploads.length }]];
      }
      return [200, []];
    }
    const name = parts[0]!;
    const entry = (doc: Doc, data: Data) => ({ id: 1, documentId: doc.documentId, locale: lang, ...structuredClone(data) });
    if (!name.endsWith('s')) {
      const doc = this.singles.get(name);
      if (method === 'GET') return doc?.byLang.has(lang) ? [200, { data: entry(doc, doc.byLang.get(lang)!) }] : [404, { data: null }];
      this.writes++;
      const target = doc ?? { documentId: `doc${this.next++}`, byLang: new Map() };
      target.byLang.set(lang, structuredClone(body!.data!));
      this.singles.set(name, target);
      return [200, { data: entry(target, body!.data!) }];
    }
    const docs = this.collections.get(name) ?? [];
    this.collections.set(name, docs);
    if (method === 'GET') {
      const slug = url.searchParams.get('filters[slug][$eq]');
      const order = url.searchParams.get('filters[order][$eq]');
      const found = docs.filter((d) => {
        const data = d.byLang.get(lang);
        return data && (slug === null || data.slug === slug) && (order === null || String(data.order) === order);
      });
      return [200, { data: found.map((d) => entry(d, d.byLang.get(lang)!)) }];
    }
    this.writes++;
    const doc = parts[1] ? docs.find((d) => d.documentId === parts[1])! : { documentId: `doc${this.next++}`, byLang: new Map() };
    if (!parts[1]) docs.push(doc);
    doc.byLang.set(lang, structuredClone(body!.data!));
    return [200, { data: entry(doc, body!.data!) }];
  }
}

let strapi: FakeStrapi;
let server: Server;
let base = '';
const quiet = { log: () => {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url!, 'http://strapi.test');
      const json = req.headers['content-type']?.includes('application/json') && text ? JSON.parse(text) : null;
      const [status, answer] = strapi.handle(req.method!, url, json);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  strapi = new FakeStrapi();
});

/** Every entry the model has, in every language (a type added to the model only changes it). */
const ENTRIES = importTargets(pageModels(localeTree()), localeTree()).length;

const homePt = () => strapi.singles.get('home-page')!.byLang.get('pt') as { hero: Data; blocks: Data[] };

describe('npm run cms:import', () => {
  it('--dry-run on an empty Strapi: says what it would create, writes and uploads nothing', async () => {
    const lines: string[] = [];
    const tally = await importPages(base, 'token', { dryRun: true, log: (l: string) => lines.push(l) });
    expect(tally).toMatchObject({ created: ENTRIES, updated: 0, kept: 0 });
    expect(strapi.writes).toBe(0);
    expect(strapi.uploads).toEqual([]);
    expect(lines).toContain('would create home-page pt');
    expect(lines).toContain('would create solution-page es mes');
    expect(lines).toContain('would create site-setting es');
    expect(lines.at(-1)).toMatch(/dry run: nothing written/);
  });

  it("writes the site settings' current texts, the consent banner's from its own namespace", async () => {
    await importPages(base, 'token', quiet);
    const es = strapi.singles.get('site-setting')!.byLang.get('es') as Record<string, Data>;
    const legal = JSON.parse(readFileSync('locales/es/legal.json', 'utf8'));
    const common = JSON.parse(readFileSync('locales/es/common.json', 'utf8'));
    expect(es.consent!.title).toBe(legal.consent.title);
    expect(es.nav!.contact).toBe(common.nav.contact);
    expect(es.footer!.hours).toBe(common.footer.hours);
    expect(es.chat!.presetMessage).toBe(common.chat.presetMessage);
    // The words of the interface stay in the repository.
    expect(es.nav).not.toHaveProperty('skipToContent');
    expect(es.consent).not.toHaveProperty('region');
  });

  it('--dry-run after an editor worked: what --overwrite would change, field by field, and nothing written', async () => {
    await importPages(base, 'token', quiet);
    const subtitle = homePt().hero.subtitle;
    homePt().hero.subtitle = 'Texto do editor';
    homePt().blocks.reverse();
    const writes = strapi.writes;
    const lines: string[] = [];
    await importPages(base, 'token', { dryRun: true, overwrite: true, log: (l: string) => lines.push(l) });
    expect(strapi.writes).toBe(writes);
    const home = lines.find((l) => l.startsWith('would change home-page pt:'))!;
    // Long texts are shown by their start.
    expect(home).toContain(`hero.subtitle: "Texto do editor" → ${JSON.stringify(subtitle).slice(0, 40)}`);
    expect(home).toMatch(/\n {2}blocks\.0\.__component: "home\.budget" → "home\.solutions"/);
    expect(lines).toContain('would change home-page en: 0 fields');
    // Without --overwrite the run keeps them, and says what --overwrite would do.
    const kept: string[] = [];
    await importPages(base, 'token', { dryRun: true, log: (l: string) => kept.push(l) });
    expect(kept.find((l) => l.startsWith('keeps (--overwrite would change) home-page pt:'))).toContain('hero.subtitle');
  });

  it('--overwrite writes the entries as they were to a timestamped file first; --restore puts them back', async () => {
    await importPages(base, 'token', quiet);
    homePt().hero.subtitle = 'Texto do editor';
    const solutions = strapi.collections.get('solution-pages')!;
    const mes = solutions.find((d) => d.byLang.get('en')?.slug === 'mes')!;
    (mes.byLang.get('en')!.hero as Data).title = 'MES, edited';
    const dir = mkdtempSync(path.join(tmpdir(), 'cms-backup-'));
    const now = new Date(Date.UTC(2026, 11, 7, 17, 30, 5));
    const lines: string[] = [];
    const tally = await importPages(base, 'token', { overwrite: true, backupDir: dir, now, log: (l: string) => lines.push(l) });
    expect(tally).toMatchObject({ created: 0, updated: ENTRIES, kept: 0 });
    expect(readdirSync(dir)).toEqual(['cms-backup-2026-12-07T17-30-05-000Z.json']);
    expect(lines[0]).toContain('--restore');
    expect(homePt().hero.subtitle).not.toBe('Texto do editor');
    const backup = JSON.parse(readFileSync(path.join(dir, readdirSync(dir)[0]!), 'utf8'));
    expect(backup.entries).toHaveLength(ENTRIES);
    const saved = backup.entries.find((e: { model: string; lang: string }) => e.model === 'home-page' && e.lang === 'pt');
    expect(saved).toMatchObject({ status: 'published', data: { hero: { subtitle: 'Texto do editor' } } });
    expect(saved.data).not.toHaveProperty('documentId');
    const restored = await restoreEntries(strapiRest(base, 'token'), backup, () => {});
    expect(restored).toBe(ENTRIES);
    expect(homePt().hero.subtitle).toBe('Texto do editor');
    expect((mes.byLang.get('en')!.hero as Data).title).toBe('MES, edited');
    expect(strapi.collections.get('solution-pages')).toHaveLength(8);
  });

  it("--restore writes a block's __component before its fields, as Strapi 5 requires (its answers put it last)", () => {
    const answer = { id: 3, blocks: [{ id: 9, eyebrow: 'FAQ', items: [{ id: 1, question: 'Q' }], __component: 'home.faq' }] };
    const [block] = (writable(answer) as { blocks: Record<string, unknown>[] }).blocks;
    expect(Object.keys(block!)).toEqual(['__component', 'eyebrow', 'items']);
    expect(block!.items).toEqual([{ question: 'Q' }]);
  });
});
