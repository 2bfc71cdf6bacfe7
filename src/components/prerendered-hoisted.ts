import type { PreloadOptions } from 'react-dom';

/** An image preload React hoisted out of a subtree: what react-dom's preload() is asked again. */
export type HoistedPreload = [href: string, options: PreloadOptions];

const HOISTED_IMAGE = /^<link rel="preload" as="image"((?:\s[a-zA-Z]+="[^"]*")*)\/>/;
const ATTRIBUTE = /\s([a-zA-Z]+)="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const decodeEntities = (value: string) => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e]!);

/** Splits the image preloads React wrote ahead of a subtree rendered alone from its markup. */
export function takeHoisted(rendered: string): { html: string; preloads: HoistedPreload[] } {
  const preloads: HoistedPreload[] = [];
  let html = rendered;
  for (let m = HOISTED_IMAGE.exec(html); m; m = HOISTED_IMAGE.exec(html)) {
    const attrs = Object.fromEntries([...m[1]!.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, decodeEntities(value!)]));
    const { href, imageSrcSet, imageSizes, fetchPriority, type, ...rest } = attrs;
    if (Object.keys(rest).length > 0) throw new Error(`unexpected preload attributes ${Object.keys(rest).join(', ')}`);
    // With a srcset React writes no href (nor needs one but a non-empty string): the first candidate.
    const url = href ?? imageSrcSet?.trim().split(/\s+/)[0];
    if (!url) throw new Error('an image preload without href or srcset');
    preloads.push([url, { as: 'image', imageSrcSet, imageSizes, type, fetchPriority: fetchPriority as PreloadOptions['fetchPriority'] }]);
    html = html.slice(m[0].length);
  }
  if (/^<(?:link|meta|title|style|script)\b/.test(html))
    throw new Error('a resource React hoists out of the subtree (not an image preload)');
  return { html, preloads };
}
