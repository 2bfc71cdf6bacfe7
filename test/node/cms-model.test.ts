// The marketing pages' Strapi model shipped in cms/strapi is the one the worker's model describes
// (scripts/cms/page-model.mjs writes it), every section tells editors where it shows, and every
// picture the import uploads exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODEL_HELP } from '../../scripts/cms/page-help.mjs';
import { PAGE_SPECS, pageModels, SOLUTIONS } from '../../scripts/cms/page-fields.mjs';
import { strapiFiles } from '../../scripts/cms/page-model.mjs';
import { SOLUTIONS as SITE_SOLUTIONS } from '../../src/components/solutions/catalog';

const root = path.resolve(import.meta.dirname, '../..');

describe('the marketing pages in cms/strapi', () => {
  it('is what scripts/cms/page-model.mjs writes from the model, with nothing left over', () => {
    const files = strapiFiles(pageModels());
    const stale = [...files].filter(
      ([file, text]) => !existsSync(path.join(root, file)) || readFileSync(path.join(root, file), 'utf8') !== text,
    );
    expect(
      stale.map(([file]) => file),
      'run node scripts/cms/page-model.mjs',
    ).toEqual([]);
    const components = readdirSync(path.join(root, 'cms/strapi/src/components'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
    expect(components.filter((file) => !files.has(file))).toEqual([]);
  });

  it('tells editors where every page and section shows', () => {
    for (const spec of PAGE_SPECS) {
      const help = MODEL_HELP[spec.name];
      expect(help?.displayName, spec.name).toBeTruthy();
      const named = spec.sections.filter((s) => s.name !== 'seo').map((s) => s.name);
      expect(Object.keys(help.sections).sort(), spec.name).toEqual(named.sort());
      for (const s of spec.sections) for (const image of s.images ?? []) expect(help.images[`${s.name}.${image.field}`]).toBeTruthy();
    }
  });

  it("maps every section of the home page in the editors' guide", () => {
    const guide = readFileSync(path.join(root, 'src/content/README.md'), 'utf8');
    const map = guide.slice(guide.indexOf('### Field map of the home page'));
    const home = PAGE_SPECS.find((spec) => spec.name === 'home-page')!;
    expect(home.sections.map((s) => s.name).filter((name) => !map.includes(`| \`${name}\``))).toEqual([]);
  });

  it("has the site's eight solution pages, by slug and locale key", () => {
    expect(SOLUTIONS).toEqual(SITE_SOLUTIONS.map(({ slug, key }) => ({ slug, key })));
  });

  it('has every picture the import uploads', () => {
    const files = PAGE_SPECS.flatMap((spec) => spec.sections.flatMap((s) => (s.images ?? []).map((i) => i.file)));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files.flatMap((f) => (f.includes('{slug}') ? SOLUTIONS.map((s) => f.replace('{slug}', s.slug)) : [f]))) {
      expect(existsSync(path.join(root, 'public', file)), file).toBe(true);
    }
  });
});

describe('what `npm run cms:import` writes', () => {
  it("puts a page's blocks in its dynamic zone in the order the site shows without a CMS, and its typed sections beside it", async () => {
    const { entryData } = await import('../../scripts/cms/import-pages.mjs');
    const { localeTree } = await import('../../scripts/cms/page-fields.mjs');
    const tree = localeTree();
    const zoned = pageModels(tree).filter((m) => m.spec.blocks);
    expect(zoned.map((m) => m.spec.name).sort()).toEqual(
      ['about-page', 'contact-page', 'diagnostic-page', 'home-page', 'landing-page', 'services-page', 'solution-page'].sort(),
    );
    for (const model of zoned) {
      const erp = model.spec.name === 'solution-page';
      const namespaces = tree.pt!;
      const data = await entryData(
        model,
        namespaces[model.spec.ns],
        erp ? 'erp' : '',
        erp ? 'erp-digital' : undefined,
        async () => 1,
        namespaces,
      );
      const blocks = data.blocks as { __component: string }[];
      const component = (section: string) => model.sections.find((s) => s.name === section)!.component;
      expect(blocks.map((b) => b.__component)).toEqual(model.spec.blocks!.map(component));
      expect(Object.keys(data).sort()).toEqual([...model.sections.filter((s) => !s.block).map((s) => s.name), 'blocks'].sort());
      if (model.spec.blocks!.includes('faq'))
        expect(blocks.find((b) => b.__component === component('faq'))).toMatchObject({
          title: (tree.pt![model.spec.ns] as { faq: { title: string } }).faq.title,
        });
    }
  });
  it('writes the legal pages as documents within their limits, naming only what the site fills in, and the services grid as its cards', async () => {
    const { entryData } = await import('../../scripts/cms/import-pages.mjs');
    const { localeTree, LANGS } = await import('../../scripts/cms/page-fields.mjs');
    const tree = localeTree();
    const models = pageModels(tree);
    for (const lang of LANGS) {
      for (const name of ['privacy-page', 'terms-page']) {
        const model = models.find((m) => m.spec.name === name)!;
        const data = await entryData(model, tree[lang]!.legal, model.spec.base, undefined, async () => 1, tree[lang]);
        const text = model.sections.find((s) => s.name === 'document')!.fields[0]!;
        const doc = data.document as { text: string; updated: string };
        expect(text.kind === 'text' && doc.text.length <= text.max, `${name} ${lang}`).toBe(true);
        const named = [...new Set([...doc.text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!))];
        expect(
          named.filter((v) => text.kind !== 'text' || !text.vars?.includes(v)),
          `${name} ${lang}`,
        ).toEqual([]);
        expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const services = models.find((m) => m.spec.name === 'services-page')!;
      const data = await entryData(services, tree[lang]!.solutions, '', undefined, async () => 1, tree[lang]);
      const cards = (data.blocks as { __component: string; cards?: { solution: string }[] }[])[0]!.cards!;
      expect(cards.map((c) => c.solution)).toEqual(SOLUTIONS.map((s) => s.key));
    }
  });
});
