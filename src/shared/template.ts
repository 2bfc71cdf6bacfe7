/** Fills `{{name}}` placeholders of a translated template; unknown names stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
