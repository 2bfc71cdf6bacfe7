// Icons are the bulk of a page's elements (the home page has ~80), and React's server renderer
// writes every attribute of every element piece by piece: rendering them as elements cost about
// a third of the home page's render time (bench/results). Their insides never change, so each is
// built once as a string and handed to the <svg> as its inner HTML: one write instead of dozens.
// Only our own constant path data goes in here; it is escaped all the same.
import { memoize } from '../util/memo';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeAttr = (value: string | number) => String(value).replace(/[&<>"]/g, (ch) => ESCAPES[ch]!);

/** One SVG element as markup: `el('path', { d: '…' })`. */
export function el(tag: string, attrs: Record<string, string | number>): string {
  let out = `<${tag}`;
  for (const [name, value] of Object.entries(attrs)) out += ` ${name}="${escapeAttr(value)}"`;
  return `${out}/>`;
}

/**
 * The inside of a stroked line icon. One path carries the stroke style itself; several share it
 * from a group. Most icons are one path, and a group around it was one more element for the
 * browser to style and lay out in the first frame, on every icon (the home page has ~75).
 */
export function strokedPaths(paths: readonly string[], strokeWidth: number): string {
  const stroke = {
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': strokeWidth,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  };
  if (paths.length === 1) return el('path', { ...stroke, d: paths[0]! });
  return `${el('g', stroke).slice(0, -2)}>${paths.map((d) => el('path', { d })).join('')}</g>`;
}

/** Builds each key's markup on first use and keeps it for the isolate's life. */
export function markupCache<K>(build: (key: K) => string): (key: K) => { __html: string } {
  return memoize((key: K) => ({ __html: build(key) }));
}

/** A 24×24 icon whose inside is prebuilt markup (decorative: hidden from assistive tech). */
export function MarkupIcon({ markup, size, className }: { markup: { __html: string }; size: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: icon drawings from the constants of this codebase, never outside input.
      dangerouslySetInnerHTML={markup}
    />
  );
}
