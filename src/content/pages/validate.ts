// A CMS entry's sections checked against the model, each on its own: what the layout can hold
// (required texts, lengths, list sizes, distinct items), and images whose addresses pass the
// articles' URL policy. zod/mini, the schemas built on first use, so a site without a CMS never
// constructs them. A section that fails is left out whole (the page keeps the repository's text
// for it) and named, with where and why, never with its content.
import * as z from 'zod/mini';
import { safeUrl } from '../markdown/url-policy';
import type { FieldDesc, SectionDesc } from './fields';

/**
 * What a text may interpolate: the company's years of experience, and what the repository's own
 * text of that field does (the footer's `{{year}}` and `{{name}}`); no i18next nesting.
 */
const PLACEHOLDER = /\{\{|\$t\(/;
const allowedIn = (s: string, vars: readonly string[]) =>
  !PLACEHOLDER.test(s.replace(/\{\{(\w+)\}\}/g, (all, name: string) => (name === 'years' || vars.includes(name) ? '' : all)));
/** List item fields that name an item on the page (React keys): two items may not share one. */
const NAMING_FIELDS = ['title', 'label', 'question', 'author', 'text'];

/** A media file as Strapi 5 answers it, with the sizes it made. */
export interface CmsFile {
  url: string;
  mime: string;
  width: number;
  height: number;
  formats?: Record<string, { url: string; width: number; height: number } | null> | null;
}

// Not trimmed: a space can be part of the text (the typed headline's parts join with theirs).
const text = (min: number, max: number, vars: readonly string[] = []) =>
  z.string().check(
    z.refine((s) => s.trim().length >= min, { message: 'too_short' }),
    z.maxLength(max),
    z.refine((s) => allowedIn(s, vars), { message: 'placeholder' }),
  );

/** http, https or a root-relative upload (served from the CMS), through the markdown's URL policy. */
const mediaUrl = () =>
  z.string().check(z.refine((url) => safeUrl(url) !== null && /^(https?:\/\/|\/(?!\/))/i.test(url), { message: 'url' }));

function fileSchema() {
  const size = z.number().check(z.multipleOf(1), z.positive());
  const format = z.object({ url: mediaUrl(), width: size, height: size });
  return z.object({
    url: mediaUrl(),
    mime: z.string().check(z.regex(/^image\/(jpeg|png|webp|avif|gif)$/)),
    width: size,
    height: size,
    formats: z.nullish(z.record(z.string(), z.nullish(format))),
  });
}

function distinct<T>(of: (item: T) => string[]) {
  return z.refine(
    (items: unknown) => {
      const keys = (items as T[]).map(of);
      return keys.every((k, i) => k.every((v, j) => keys.findIndex((other) => other[j] === v) === i));
    },
    { message: 'duplicate' },
  );
}

function fieldSchema(field: FieldDesc): z.ZodMiniType {
  switch (field.kind) {
    case 'text':
      return text(field.min, field.max, field.vars);
    case 'texts': {
      const list = z.array(z.object({ text: text(1, field.itemMax) }));
      return list.check(
        z.minLength(field.min),
        z.maxLength(field.max),
        distinct((i: { text: string }) => [i.text]),
      );
    }
    case 'list': {
      const naming = field.fields.filter((f) => NAMING_FIELDS.includes(f.name)).map((f) => f.name);
      const list = z.array(objectOf(field.fields));
      return list.check(
        z.minLength(field.min),
        z.maxLength(field.max),
        distinct((item: Record<string, string>) => naming.map((n) => item[n] ?? '')),
      );
    }
    case 'card':
      return objectOf(field.fields);
    case 'image':
      return z.nullish(field.decorative ? z.object({ file: fileSchema() }) : z.object({ file: fileSchema(), alt: text(1, 150) }));
    case 'icon': {
      const choice = z.enum(field.values as [string, ...string[]]);
      return field.optional ? z.nullish(choice) : choice;
    }
    case 'order':
      return z.number().check(z.multipleOf(1), z.positive());
    case 'date':
      // Strapi's date field: a calendar day, YYYY-MM-DD, that exists.
      return z.string().check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/),
        z.refine(
          (day) => {
            const time = Date.parse(`${day}T00:00:00Z`);
            return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
          },
          { message: 'date' },
        ),
      );
  }
}

export const objectOf = (fields: FieldDesc[]) => z.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])));

const schemas = new WeakMap<object, z.ZodMiniType>();

/** The schema of a section (or of a testimonial), built once per model description. */
export function schemaOf(owner: SectionDesc | { fields: FieldDesc[] }): z.ZodMiniType {
  let schema = schemas.get(owner);
  if (!schema) schemas.set(owner, (schema = objectOf(owner.fields)));
  return schema;
}

/** Where and why a value failed, without the value: `items.2.title too_big`. */
export function problemsOf(error: z.core.$ZodError): string[] {
  return error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(section)'} ${i.code === 'custom' ? i.message : i.code}`);
}
