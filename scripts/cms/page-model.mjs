// Writes the marketing pages' Strapi model into cms/strapi/src from the worker's own model
// (src/content/pages/: model.ts, the specs and fields.ts over the repository's texts): a content
// type per page (single types; the solution pages and testimonials as collections), a component
// per section, and the admin's help text for every field (src/page-help.json, applied by
// src/index.js at start-up). The same limits as the site's validation, so what Strapi lets an
// editor publish is what the site shows.
//   node scripts/cms/page-model.mjs           writes the files
//   node scripts/cms/page-model.mjs --check   exits 1 when the shipped files differ (test/node/cms-model.test.ts)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageModels, SOLUTIONS } from './page-fields.mjs';
import { fieldHelp, LINE_MAX, MODEL_HELP, sectionHelp } from './page-help.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const OUT = 'cms/strapi/src';
const localized = { i18n: { localized: true } };
const YEARS = ' A text may say {{years}}: the site writes the years since the company was founded.';
const title = (name) =>
  name
    .replace(/-/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());
const BLOCKS_HELP =
  "The page's sections under the first screen, in the order they show: drag to reorder, add one (again: a second call to action), or remove one to hide it. Each block says where it shows. `npm run cms:import` writes the site's own order.";
const table = (uid) => `components_${uid.replace(/[.-]/g, '_')}`;

/** The Strapi attribute of one field (`top`: an attribute of the content type, localized). */
function attribute(field, top) {
  const own = top ? { pluginOptions: localized } : {};
  switch (field.kind) {
    case 'text':
      return {
        type: field.rich ? 'richtext' : field.long ? 'text' : 'string',
        required: true,
        ...(field.min > 1 ? { minLength: field.min } : {}),
        maxLength: field.max,
        ...own,
      };
    case 'texts':
      return { type: 'component', repeatable: true, component: 'shared.text-item', required: true, min: field.min, max: field.max, ...own };
    case 'list':
      return { type: 'component', repeatable: true, component: field.component, required: true, min: field.min, max: field.max, ...own };
    case 'card':
      return { type: 'component', repeatable: false, component: field.component, required: true, ...own };
    case 'image':
      return { type: 'component', repeatable: false, component: field.decorative ? 'shared.background' : 'shared.image', ...own };
    case 'icon':
      if (field.optional) return { type: 'enumeration', enum: [...field.values], ...own };
      return { type: 'enumeration', enum: [...field.values], required: true, default: field.values[0], ...own };
    case 'order':
      return { type: 'integer', required: true, min: 1, default: 1, ...own };
    case 'date':
      return { type: 'date', required: true, ...own };
  }
  throw new Error(`unknown field kind ${field.kind}`);
}

const attributes = (fields, top) => Object.fromEntries(fields.map((f) => [f.name, attribute(f, top)]));

function component(uid, displayName, description, fields) {
  return { collectionName: table(uid), info: { displayName, description }, options: {}, attributes: attributes(fields, false) };
}

/** The components every page shares: a line of a list, an image with its alternative text, a background. */
function sharedComponents() {
  return {
    'shared.text-item': component('shared.text-item', 'Line', 'One line of a list (a bullet, a feature, a paragraph).', [
      { kind: 'text', name: 'text', min: 1, max: LINE_MAX, long: true, rich: false },
    ]),
    'shared.image': {
      collectionName: table('shared.image'),
      info: { displayName: 'Image', description: 'A picture and what it shows, in words, for people who cannot see it (per language).' },
      options: {},
      attributes: {
        file: { type: 'media', multiple: false, required: true, allowedTypes: ['images'] },
        alt: { type: 'string', required: true, maxLength: 150 },
      },
    },
    'shared.background': {
      collectionName: table('shared.background'),
      info: {
        displayName: 'Background',
        description: 'A decorative picture behind text: screen readers skip it, so it has no alternative text.',
      },
      options: {},
      attributes: { file: { type: 'media', multiple: false, required: true, allowedTypes: ['images'] } },
    },
  };
}

/** Every component a model's fields use, by uid (sections, list items, cards). */
function componentsOf(model, into) {
  const visit = (fields) => {
    for (const f of fields) {
      if ((f.kind === 'list' || f.kind === 'card') && !into[f.component]) {
        into[f.component] = component(
          f.component,
          title(f.component.split('.')[1]),
          `Part of ${MODEL_HELP[model.spec.name].displayName}.`,
          f.fields,
        );
        visit(f.fields);
      }
    }
  };
  for (const s of model.sections) {
    into[s.component] = component(s.component, title(s.name), sectionHelp(model.spec.name, s.name), s.fields);
    visit(s.fields);
  }
}

function contentType(model) {
  const { spec } = model;
  const plural = spec.kind === 'single' ? `${spec.name}s` : spec.name === 'testimonial' ? 'testimonials' : `${spec.name}s`;
  const attrs = model.items
    ? attributes(model.items.fields, true)
    : {
        ...(spec.name === 'solution-page'
          ? { slug: { type: 'uid', required: true, regex: `^(${SOLUTIONS.map((s) => s.slug).join('|')})$`, pluginOptions: localized } }
          : {}),
        ...Object.fromEntries(
          model.sections
            .filter((s) => !s.block)
            .map((s) => [s.name, { type: 'component', repeatable: false, component: s.component, pluginOptions: localized }]),
        ),
        // The sections editors order, repeat and remove: a dynamic zone of the page's own section components.
        ...(model.sections.some((s) => s.block)
          ? {
              blocks: {
                type: 'dynamiczone',
                components: model.sections.filter((s) => s.block).map((s) => s.component),
                pluginOptions: localized,
              },
            }
          : {}),
      };
  return {
    kind: spec.kind === 'single' ? 'singleType' : 'collectionType',
    collectionName: plural.replace(/-/g, '_'),
    info: {
      singularName: spec.name,
      pluralName: plural,
      displayName: MODEL_HELP[spec.name].displayName,
      description: `${MODEL_HELP[spec.name].help}${YEARS}`,
    },
    options: { draftAndPublish: true },
    pluginOptions: localized,
    attributes: attrs,
  };
}

const js = (kind, uid, extra = '') =>
  `'use strict';\n\nconst { factories } = require('@strapi/strapi');\n\n${extra}module.exports = factories.createCore${kind}('${uid}'${kind === 'Router' ? routeOptions(uid) : ''});\n`;
const routeOptions = (uid) =>
  uid.startsWith('api::solution-page') || uid.startsWith('api::testimonial')
    ? ", { only: ['find', 'findOne', 'create', 'update'] }"
    : ", { only: ['find', 'update'] }";
const ROUTES_NOTE =
  "// The site reads (find); `npm run cms:import` writes (create, update) with a token of its own. The\n// site's token is read-only and the Public role has no permission, so no one else writes.\n";

/** Every file the model is, by repository path, as text. */
export function strapiFiles(models = pageModels()) {
  const files = new Map();
  const json = (p, value) => files.set(p, `${JSON.stringify(value, null, 2)}\n`);
  const components = sharedComponents();
  const help = { contentTypes: {}, components: {} };
  for (const model of models) {
    const { name } = model.spec;
    const uid = `api::${name}.${name}`;
    json(`${OUT}/api/${name}/content-types/${name}/schema.json`, contentType(model));
    files.set(`${OUT}/api/${name}/controllers/${name}.js`, js('Controller', uid));
    files.set(`${OUT}/api/${name}/routes/${name}.js`, js('Router', uid, ROUTES_NOTE));
    files.set(`${OUT}/api/${name}/services/${name}.js`, js('Service', uid));
    componentsOf(model, components);
    help.contentTypes[uid] = model.items
      ? Object.fromEntries(model.items.fields.map((f) => [f.name, fieldHelp(f)]))
      : {
          ...(name === 'solution-page'
            ? { slug: 'Which solution page this is: its address, /solutions/<slug> (erp-digital, aps, mes, rfid, wms, tms, rpa, ia).' }
            : {}),
          ...Object.fromEntries(
            model.sections
              .filter((s) => !s.block)
              .map((s) => [s.name, `${sectionHelp(name, s.name)} Empty: the site shows its own text for this section.`]),
          ),
          ...(model.sections.some((s) => s.block) ? { blocks: BLOCKS_HELP } : {}),
        };
    const visit = (uid2, fields, section) => {
      help.components[uid2] ??= Object.fromEntries(
        fields.map((f) => [
          f.name,
          (f.kind === 'image' && MODEL_HELP[name].images[`${section}.${f.name}`]) ||
            fieldHelp(f, uid2.endsWith('.seo') ? 'seo' : /^site-setting\.[a-z-]+-form$/.test(uid2) ? 'form' : undefined),
        ]),
      );
      for (const f of fields) if (f.kind === 'list' || f.kind === 'card') visit(f.component, f.fields, section);
    };
    for (const s of model.sections) visit(s.component, s.fields, s.name);
  }
  for (const [uid, value] of Object.entries(components)) {
    const [category, componentName] = uid.split('.');
    json(`${OUT}/components/${category}/${componentName}.json`, value);
  }
  help.components['shared.image'] = {
    file: 'The picture (JPEG, PNG or WebP; the site uses the sizes Strapi makes of it).',
    alt: 'What the picture shows, for people who cannot see it, in this language. At most 150 characters.',
  };
  json(`${OUT}/page-help.json`, help);
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = strapiFiles();
  const check = process.argv.includes('--check');
  const stale = [];
  for (const [file, text] of files) {
    const full = path.join(root, file);
    let current = null;
    try {
      current = readFileSync(full, 'utf8');
    } catch {}
    if (current === text) continue;
    stale.push(file);
    if (!check) {
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
  }
  if (check && stale.length) {
    console.error(`cms/strapi differs from the model (run node scripts/cms/page-model.mjs):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${files.size} files, ${stale.length} ${check ? 'stale' : 'written'}`);
}
