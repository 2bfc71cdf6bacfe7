/**
 * JSON for a <script> element. `<`, `>`, `&` and the JS line separators are escaped as \uXXXX,
 * so data such as "</script><script>alert(1)</script>" stays inside the string.
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Structured data (JSON-LD); one element per object. */
export function JsonLd({ data }: { data: object }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON through safeJson, which escapes everything that could end the script.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(data) }} />;
}
