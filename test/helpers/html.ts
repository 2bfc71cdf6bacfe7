/** The stylesheet a page inlines in its head (src/renderer/document.tsx): opening tag, rules, closing tag. */
const INLINE_STYLESHEET = /(<style nonce="[^"]*">)([\s\S]*?)(<\/style>)/;

/** The rules of the page's inlined stylesheet ('' when there is none). */
export function inlinedStylesheet(html: string): string {
  return INLINE_STYLESHEET.exec(html)?.[2] ?? '';
}

/** The page with other rules in its inlined stylesheet (none: '', as for a test reading markup). */
export function withStylesheet(html: string, css: string): string {
  return html.replace(INLINE_STYLESHEET, (_, open: string, _rules: string, close: string) => open + css + close);
}
