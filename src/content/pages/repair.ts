// What the page can still show of a section that breaks a limit the layout has: a list longer
// than the layout holds shows its first items, a text longer than its field allows is cut at a
// word with an ellipsis. Each such change is noted (which field, how long, what the limit is, never
// the text), for the editor's preview, the operators' log and /api/cms-health. What cannot be
// repaired (a required text missing, a foreign placeholder, two items of one name) is left to the
// checks (validate.ts), and its section falls back to the repository's text as before.
import type { FieldDesc } from './fields';

/** One change the page made to show a section: `field` is its path in the section (`items.2.title`). */
export interface Adjustment {
  field: string;
  problem: 'too_long' | 'too_many';
  /** The characters or items the editor gave, and the most the layout holds. */
  given: number;
  max: number;
}

const ELLIPSIS = '…';

/** A text cut to at most `max` characters, at the last space of its second half if there is one, with an ellipsis. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, Math.max(0, max - ELLIPSIS.length));
  // The room ends at a word's end when the next character is a space; else back to the last space.
  const space = text[room.length] === ' ' ? room.length : room.lastIndexOf(' ');
  const cut = space >= room.length / 2 ? room.slice(0, space) : room;
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

type Values = Record<string, unknown>;
const isObject = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v);
const at = (path: string, name: string | number) => (path ? `${path}.${name}` : String(name));

function field(f: FieldDesc, value: unknown, path: string, notes: Adjustment[]): unknown {
  switch (f.kind) {
    case 'text':
      if (typeof value !== 'string' || value.length <= f.max) return value;
      notes.push({ field: path, problem: 'too_long', given: value.length, max: f.max });
      return cutAtWord(value, f.max);
    case 'texts':
    case 'list': {
      if (!Array.isArray(value)) return value;
      if (value.length > f.max) notes.push({ field: path, problem: 'too_many', given: value.length, max: f.max });
      const kept = value.slice(0, f.max);
      if (f.kind === 'list') return kept.map((item, i) => (isObject(item) ? fields(f.fields, item, at(path, i), notes) : item));
      const line: FieldDesc = { kind: 'text', name: 'text', key: 'text', max: f.itemMax, min: 1, long: true, rich: false };
      return kept.map((item, i) => (isObject(item) ? fields([line], item, at(path, i), notes) : item));
    }
    case 'card':
      return isObject(value) ? fields(f.fields, value, path, notes) : value;
    default:
      return value;
  }
}

function fields(list: FieldDesc[], value: Values, path: string, notes: Adjustment[]): Values {
  const out: Values = { ...value };
  for (const f of list) if (f.name in value) out[f.name] = field(f, value[f.name], at(path, f.name), notes);
  return out;
}

/** A section's value as the page can show it, and what was changed for that; the value itself is left as it was. */
export function repaired(list: FieldDesc[], value: unknown): { value: unknown; notes: Adjustment[] } {
  const notes: Adjustment[] = [];
  return { value: isObject(value) ? fields(list, value, '', notes) : value, notes };
}

/** An adjustment as the log and the health report name it: `items too_many 7>6`. */
export const adjustmentText = (a: Adjustment) => `${a.field} ${a.problem} ${a.given}>${a.max}`;
