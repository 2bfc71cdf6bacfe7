// What keeps `npm run cms:import` from clobbering editors' work: the entries as they are (every
// field populated, through the worker's own query), compared field by field with what the import
// would write (--dry-run), kept in a timestamped JSON file before --overwrite writes anything,
// and put back from that file (--restore FILE).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { entryRequest } from '../../src/content/pages/query.ts';
import { buildStrapiParams } from '../../src/content/strapi-query.ts';
import { LANGS, SOLUTIONS } from './page-fields.mjs';

/** What Strapi adds to an entry or a component that is not content: not written back, not compared. */
const META = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations', 'createdBy', 'updatedBy']);
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isMedia = (v) => isObject(v) && typeof v.url === 'string' && typeof v.mime === 'string';

/**
 * An entry (or part of one) as the REST API takes it back: no ids or dates, a picture as its
 * upload's id, and a dynamic zone's block with its `__component` first (Strapi 5 reads a block's
 * fields in order and refuses one that comes before it names its component: "Invalid key
 * __component at blocks"; its answers put it last).
 */
export function writable(value) {
  if (Array.isArray(value)) return value.map(writable);
  if (isMedia(value)) return value.id;
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !META.has(k))
      .sort(([a], [b]) => Number(b === '__component') - Number(a === '__component'))
      .map(([k, v]) => [k, writable(v)]),
  );
}

/** The entry of a model in one language as it is, every field populated; null when there is none. */
export async function fullEntry(call, model, lang, { slug, order, drafts = false } = {}) {
  let { path: apiPath, query } = entryRequest(model, lang, { slug, drafts });
  if (order !== undefined) query = { ...query, sort: undefined, filters: { order: { $eq: order } }, page: 1, pageSize: 1 };
  const data = (await call('GET', `${apiPath}?${buildStrapiParams(query)}`))?.data;
  return (Array.isArray(data) ? data[0] : data) ?? null;
}

function leaves(value, prefix, into) {
  if (Array.isArray(value) || isObject(value)) {
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    if (entries.length === 0) into.set(prefix, JSON.stringify(value));
    for (const [k, v] of entries) leaves(v, prefix ? `${prefix}.${k}` : String(k), into);
  } else into.set(prefix, JSON.stringify(value ?? null));
  return into;
}

const short = (json) => (json === undefined ? '(none)' : json.length > 80 ? `${json.slice(0, 77)}…"` : json);

/** Field by field, what writing `next` over `current` changes: `blocks.7.title: "old" → "new"`. */
export function diffLines(current, next) {
  const before = leaves(writable(current), '', new Map());
  const after = leaves(next, '', new Map());
  const fields = [...new Set([...before.keys(), ...after.keys()])].filter((k) => before.get(k) !== after.get(k));
  return fields.map((k) => `${k}: ${short(before.get(k))} → ${short(after.get(k))}`);
}

/** Every entry the import writes, where it is (single types by language, solution pages by slug, testimonials by order). */
export function importTargets(models, tree) {
  return models.flatMap((model) => {
    const { name, kind } = model.spec;
    if (kind === 'single') return LANGS.map((lang) => ({ model, lang }));
    if (name === 'solution-page') return SOLUTIONS.flatMap(({ slug }) => LANGS.map((lang) => ({ model, lang, slug })));
    const items = tree.pt[model.spec.ns];
    const count = model.spec.base.split('.').reduce((v, k) => v?.[k], items)?.length ?? 0;
    return Array.from({ length: count }, (_, i) => LANGS.map((lang) => ({ model, lang, order: i + 1 }))).flat();
  });
}

const where = (t) => [t.model.spec.name, t.lang, t.slug ?? (t.order === undefined ? '' : `#${t.order}`)].filter(Boolean).join(' ');

/**
 * The entries the import would overwrite, as they are (published; an entry never published, its
 * draft), in `dir`/cms-backup-<time>.json. Returns the file's path.
 */
export async function backupEntries(call, targets, { dir = '.', now = new Date() } = {}) {
  const entries = [];
  for (const t of targets) {
    let status = 'published';
    let entry = await fullEntry(call, t.model, t.lang, t);
    if (!entry) {
      status = 'draft';
      entry = await fullEntry(call, t.model, t.lang, { ...t, drafts: true });
    }
    if (!entry) continue;
    entries.push({
      model: t.model.spec.name,
      kind: t.model.spec.kind,
      lang: t.lang,
      documentId: entry.documentId,
      status,
      data: writable(entry),
    });
  }
  const file = path.join(dir, `cms-backup-${now.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ createdAt: now.toISOString(), entries }, null, 2)}\n`);
  return { file, count: entries.length };
}

/** Puts the entries of a backup back, each in its language and status (a published one published again). */
export async function restoreEntries(call, backup, log = console.log) {
  for (const e of backup.entries) {
    const apiPath = e.kind === 'single' ? `/${e.model}` : `/${e.model}s/${e.documentId}`;
    const status = e.status === 'draft' ? '&status=draft' : '';
    await call('PUT', `${apiPath}?locale=${e.lang}${status}`, { data: e.data });
    log(`restored ${e.model} ${e.lang}${e.kind === 'single' ? '' : ` ${e.documentId}`} (${e.status})`);
  }
  return backup.entries.length;
}

export { where };
