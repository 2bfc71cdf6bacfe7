/**
 * Form fields → the JSON shape of the API: `contactPhone.ddd` becomes contactPhone: { ddd }.
 * Used by the worker for form posts and by the islands before they POST JSON, so both paths
 * validate the very same object. Files are ignored; a repeated name keeps its last value.
 */
export function formFieldsToObject(entries: Iterable<[string, FormDataEntryValue | string]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    const dot = name.indexOf('.');
    if (dot > 0) {
      const head = name.slice(0, dot);
      const group = (typeof out[head] === 'object' && out[head] !== null ? out[head] : (out[head] = {})) as Record<string, unknown>;
      group[name.slice(dot + 1)] = value;
    } else {
      out[name] = value;
    }
  }
  return out;
}
