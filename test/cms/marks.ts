// Every text field of a marketing page entry, as the Content Manager answers it, replaced by a
// marker of its own (`Mkpt12kM`, padded to the field's minimum length): a page that shows every
// marker shows each of those fields from Strapi, none from the repository's texts, which never
// hold such words. The walk follows the worker's own model (scripts/cms/page-fields.mjs), so a
// section or a field added to the model is marked too.
import type { FieldDesc, ModelDesc } from '../../src/content/pages/fields';

type Values = Record<string, unknown>;
const isObject = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface Marked {
  data: Values;
  /** Each marker, with the field it stands in (`footer.rights`, `blocks.3.items.0.answer`). */
  markers: { marker: string; field: string }[];
}

export function markEntry(model: ModelDesc, doc: Values, tag: string): Marked {
  const markers: Marked['markers'] = [];
  const marker = (field: string, min: number) => {
    const id = `Mk${tag}${markers.length}kM`;
    markers.push({ marker: id, field });
    return min > id.length ? `${id} ${'x'.repeat(min - id.length - 1)}` : id;
  };
  const markFields = (fields: FieldDesc[], value: unknown, where: string): unknown => {
    if (!isObject(value)) return value;
    const out: Values = { ...value };
    for (const f of fields) {
      const here = `${where}.${f.name}`;
      const v = value[f.name];
      if (f.kind === 'text' && typeof v === 'string') out[f.name] = marker(here, f.min);
      else if (f.kind === 'texts' && Array.isArray(v))
        out[f.name] = v.map((item: Values, i) => ({ ...item, text: marker(`${here}.${i}`, 1) }));
      else if (f.kind === 'list' && Array.isArray(v)) out[f.name] = v.map((item, i) => markFields(f.fields, item, `${here}.${i}`));
      else if (f.kind === 'card') out[f.name] = markFields(f.fields, v, here);
      else if (f.kind === 'image' && !f.decorative && isObject(v) && typeof v.alt === 'string')
        out[f.name] = { ...v, alt: marker(`${here}.alt`, 1) };
    }
    return out;
  };
  const data: Values = { ...doc };
  for (const section of model.sections) {
    if (!section.block) {
      data[section.name] = markFields(section.fields, doc[section.name], section.name);
      continue;
    }
    data.blocks = ((data.blocks ?? []) as Values[]).map((block, i) =>
      block.__component === section.component ? (markFields(section.fields, block, `blocks.${i}(${section.name})`) as Values) : block,
    );
  }
  if (model.items) Object.assign(data, markFields(model.items.fields, doc, model.spec.name));
  return { data, markers };
}

/** The markers a page's HTML does not hold, by field. */
export const missingMarkers = (html: string, marked: Marked) => marked.markers.filter((m) => !html.includes(m.marker)).map((m) => m.field);
