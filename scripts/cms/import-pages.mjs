// `npm run cms:import -- <strapi url> [--overwrite]`: loads the marketing pages' current texts from
// locales/ (and their pictures from public/) into a Strapi 5 made from cms/strapi, published, in
// pt, en and es, so editors start from what the site shows. Through Strapi's REST API with the
// token in STRAPI_IMPORT_TOKEN (Settings → API Tokens: full access, or create and update on the
// page types and upload; revoke it afterwards). Portuguese first: a localized single type needs its
// default-locale entry before the others.
//
// Running it again creates nothing twice: an entry that exists in a language is kept as editors
// left it (the run says so), a picture already uploaded is reused by name. `--overwrite` puts the
// repository's texts back over existing entries instead, after writing them as they were to
// cms-backup-<time>.json, which `--restore <file>` puts back; `--dry-run` writes nothing and
// prints what a run would create and change, field by field (import-safety.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { at, joinKey } from '../../src/content/pages/fields.ts';
import { legalDocument } from './legal-markdown.mjs';
import { backupEntries, diffLines, fullEntry, importTargets, restoreEntries, where } from './import-safety.mjs';
import { LANGS, localeTree, pageModels, SOLUTIONS } from './page-fields.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** The REST API with the import token. */
export function strapiRest(base, token) {
  const api = `${base.replace(/\/+$/, '')}/api`;
  return async function call(method, apiPath, body) {
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(api + apiPath, { method, headers, body: payload });
    const text = await res.text();
    if (res.status === 404 && method === 'GET') return null;
    if (!res.ok) throw new Error(`${method} ${apiPath} → ${res.status}: ${text.slice(0, 600)}`);
    return text ? JSON.parse(text) : null;
  };
}

/** One field's repository value in the CMS's shape (lists of lines as components, cards as objects). */
function toCms(field, value) {
  switch (field.kind) {
    case 'text':
    case 'icon':
    case 'date':
      return value;
    case 'texts':
      return value.map((text) => ({ text }));
    case 'list':
      return value.map((item) => objectToCms(field.fields, item));
    case 'card':
      return objectToCms(field.fields, value);
  }
  return undefined;
}

function objectToCms(fields, value) {
  return Object.fromEntries(fields.filter((f) => f.kind !== 'image').map((f) => [f.name, toCms(f, at(value, f.key))]));
}

/** Uploads the repository's pictures once, reusing an upload of the same name. */
function uploader(call) {
  const known = new Map();
  return async (file) => {
    if (known.has(file)) return known.get(file);
    const name = file.replace(/^\/media\//, '').replace(/\//g, '-');
    const found = await call('GET', `/upload/files?filters[name][$eq]=${encodeURIComponent(name)}`);
    let id = Array.isArray(found) && found[0]?.id;
    if (!id) {
      const form = new FormData();
      form.append('files', new Blob([readFileSync(path.join(root, 'public', file))], { type: 'image/webp' }), name);
      const uploaded = await call('POST', '/upload', form);
      id = (Array.isArray(uploaded) ? uploaded[0] : uploaded)?.id;
    }
    known.set(file, id);
    return id;
  };
}

const SERVICE_CARD = 'services.solutions-card';

/** The services grid's cards as the site shows them without a CMS: each solution's name and line, no icon, no video. */
const serviceCards = (common) =>
  SOLUTIONS.map(({ key }) => ({
    solution: key,
    title: common.solutions[key].name,
    text: common.solutions[key].short,
    icon: null,
    video: null,
  }));

/** An entry's data in one language: every section from the repository's texts, the blocks in the page's order. */
export async function entryData(model, namespace, base, slug, upload, namespaces = {}) {
  const data = {};
  const blocks = {};
  for (const section of model.sections) {
    // A legal page's document: the repository's notice as markdown (legal-markdown.mjs).
    if (section.document) {
      data[section.name] = legalDocument(model.spec.name, namespace);
      continue;
    }
    // A section in another namespace (the site settings' consent banner) reads that one.
    const repo = at(section.ns ? namespaces[section.ns] : namespace, joinKey(base, section.at));
    if (repo === undefined) continue; // an optional section this entry has not (the video, off the ERP page)
    const value = {};
    for (const field of section.fields) {
      if (field.kind !== 'image') {
        value[field.name] = toCms(field, field.component === SERVICE_CARD ? serviceCards(namespaces.common) : at(repo, field.key));
        continue;
      }
      const file = await upload(field.file.replace('{slug}', slug ?? ''));
      value[field.name] = field.decorative ? { file } : { file, alt: at(repo, field.alt) };
    }
    if (section.block) blocks[section.name] = { __component: section.component, ...value };
    else data[section.name] = value;
  }
  // The dynamic zone in the page's own order (what the site shows without a CMS).
  if (model.spec.blocks) data.blocks = model.spec.blocks.map((name) => blocks[name]).filter(Boolean);
  return data;
}

/**
 * `overwrite`: the repository's texts over existing entries, after a backup of them (backupDir,
 * default the current folder). `dryRun`: writes nothing, uploads nothing, and logs what it would
 * create, and of each existing entry what it would change, field by field.
 */
export async function importPages(base, token, { overwrite = false, dryRun = false, backupDir = '.', now, log = console.log } = {}) {
  const call = strapiRest(base, token);
  const upload = dryRun ? knownUpload(call) : uploader(call);
  const tree = localeTree();
  const models = pageModels(tree);
  const tally = { created: 0, updated: 0, kept: 0 };
  if (overwrite && !dryRun) {
    const { file, count } = await backupEntries(call, importTargets(models, tree), { dir: backupDir, now });
    log(`backup: ${count} entries as they were in ${file} (npm run cms:import -- <url> --restore ${file})`);
    tally.backup = file;
  }
  const put = async (apiPath, locale, data, exists, target) => {
    if (dryRun && exists) {
      const lines = diffLines(await fullEntry(call, target.model, locale, { ...target, drafts: true }), data);
      const verb = overwrite ? 'would change' : 'keeps (--overwrite would change)';
      log(`${verb} ${where({ ...target, lang: locale })}: ${lines.length} fields${lines.map((l) => `\n  ${l}`).join('')}`);
    } else if (dryRun) log(`would create ${where({ ...target, lang: locale })}`);
    if (exists && !overwrite) return void tally.kept++;
    if (!dryRun) await call('PUT', `${apiPath}?locale=${locale}`, { data });
    tally[exists ? 'updated' : 'created']++;
  };
  const create = async (apiPath, locale, data, target) => {
    tally.created++;
    if (dryRun) return void log(`would create ${where({ ...target, lang: locale })}`);
    return (await call('POST', `${apiPath}?locale=${locale}`, { data })).data.documentId;
  };
  for (const model of models) {
    const { name, kind, ns } = model.spec;
    if (kind === 'single') {
      for (const lang of LANGS) {
        const exists = (await call('GET', `/${name}?locale=${lang}&status=draft`)) !== null;
        await put(`/${name}`, lang, await entryData(model, tree[lang][ns], model.spec.base, undefined, upload, tree[lang]), exists, {
          model,
        });
      }
    } else if (name === 'solution-page') {
      for (const solution of SOLUTIONS) {
        const data = (lang) => entryData(model, tree[lang][ns], solution.key, solution.slug, upload);
        const entry = async (lang) => ({ slug: solution.slug, ...(await data(lang)) });
        const target = { model, slug: solution.slug };
        await localized(call, `/${name}s`, `filters[slug][$eq]=${solution.slug}`, entry, { put, create }, target);
      }
    } else {
      const items = (lang) => at(tree[lang][ns], model.spec.base);
      for (const [i] of items('pt').entries()) {
        const data = async (lang) => ({ ...objectToCms(model.items.fields, items(lang)[i]), order: i + 1 });
        await localized(call, `/${name}s`, `filters[order][$eq]=${i + 1}`, data, { put, create }, { model, order: i + 1 });
      }
    }
  }
  const done = dryRun ? 'would be created' : 'created';
  log(
    `pages${dryRun ? ' (dry run: nothing written)' : ''}: ${tally.created} ${done}, ${tally.updated} ${dryRun ? 'would be updated' : 'updated'}, ${tally.kept} kept as they were${overwrite ? '' : ' (--overwrite replaces them)'}`,
  );
  return tally;
}

/** A collection's entry found by `filter` in pt, created there first, then in en and es. */
async function localized(call, apiPath, filter, data, { put, create }, target) {
  const find = async (lang) => (await call('GET', `${apiPath}?${filter}&locale=${lang}&status=draft`))?.data?.[0];
  let documentId = (await find('pt'))?.documentId;
  for (const lang of LANGS) {
    if (!documentId) documentId = await create(apiPath, lang, await data(lang), target);
    else await put(`${apiPath}/${documentId}`, lang, await data(lang), Boolean(await find(lang)), target);
  }
}

/** A dry run's uploads: the id of an upload of that name already there, else none (nothing is uploaded). */
function knownUpload(call) {
  return async (file) => {
    const name = file.replace(/^\/media\//, '').replace(/\//g, '-');
    const found = await call('GET', `/upload/files?filters[name][$eq]=${encodeURIComponent(name)}`);
    return (Array.isArray(found) && found[0]?.id) || `(new upload ${name})`;
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const restore = args.includes('--restore') ? args[args.indexOf('--restore') + 1] : undefined;
  const [base] = args.filter((a) => !a.startsWith('--') && a !== restore);
  const token = process.env.STRAPI_IMPORT_TOKEN;
  if (!base || !token || (args.includes('--restore') && !restore)) {
    console.error(
      'usage: STRAPI_IMPORT_TOKEN=<API token> npm run cms:import -- <strapi url> [--dry-run] [--overwrite] | --restore <backup file>',
    );
    process.exit(2);
  }
  if (restore) await restoreEntries(strapiRest(base, token), JSON.parse(readFileSync(restore, 'utf8')));
  else await importPages(base, token, { overwrite: args.includes('--overwrite'), dryRun: args.includes('--dry-run') });
}
