import type { Media } from '../content/types';
import generated from '../generated/social-images.json';

/** An image for link previews, structured data or a feed enclosure. */
export interface SocialImage {
  /** Root-relative (embedded) or absolute (CMS). */
  url: string;
  width?: number;
  height?: number;
  type: string;
  /** Byte length, when known (the images built from embedded covers). */
  bytes?: number;
}

type Rendition = 'og' | '16x9' | '4x3' | '1x1';
/** The renditions' sizes, and each embedded cover's renditions' byte lengths (scripts/social-images.mjs). */
const BUILT = generated as {
  sizes: Record<Rendition, { width: number; height: number }>;
  bytes: Record<string, Record<Rendition, number>>;
};

/** An embedded cover's built JPEG rendition: /media/social/<slug>-<rendition>.jpg. */
function built(slug: string, name: Rendition): Required<SocialImage> {
  const bytes = BUILT.bytes[slug]![name];
  return { url: `/media/social/${slug}-${name}.jpg`, ...BUILT.sizes[name], bytes, type: 'image/jpeg' };
}

/** The site-wide preview image (1200×630 JPEG). */
export const DEFAULT_SOCIAL_IMAGE: SocialImage = { url: '/media/og-default.jpg', width: 1200, height: 630, type: 'image/jpeg' };

/** An embedded article's cover: /media/blog/<slug>.webp. */
const EMBEDDED_COVER = /^\/media\/blog\/([a-z0-9-]+)\.webp$/;

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

export function imageType(url: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return ext ? TYPES[ext] : undefined;
}

export interface ArticleImages {
  /** For og:image / twitter:image and RSS: a JPEG or PNG, 1200×630 when built from a cover. */
  preview: SocialImage;
  /** For schema.org `image`: the 16:9, 4:3 and 1:1 renditions when built, else the largest one. */
  structured: SocialImage[];
}

/**
 * The images of an article's cover for previews and structured data. Embedded covers have JPEG
 * renditions built at build time (scripts/social-images.mjs). A CMS cover offers the upload and
 * Strapi's formats: the preview is the smallest JPEG or PNG at least 1200 px wide (else the
 * widest); without any JPEG or PNG, the site's default image. Null without a cover.
 */
export function articleImages(media: Media | null): ArticleImages | null {
  if (!media) return null;
  const slug = EMBEDDED_COVER.exec(media.url)?.[1];
  if (slug && Object.hasOwn(BUILT.bytes, slug)) {
    return { preview: built(slug, 'og'), structured: [built(slug, '16x9'), built(slug, '4x3'), built(slug, '1x1')] };
  }

  const renditions = [{ url: media.url, width: media.width, height: media.height }, ...media.formats].map((r) => ({
    ...r,
    type: imageType(r.url),
  }));
  const widest = [...renditions].sort((a, b) => (b.width ?? 0) - (a.width ?? 0));
  const previewable = widest.filter((r) => r.type === 'image/jpeg' || r.type === 'image/png');
  const big = previewable.filter((r) => (r.width ?? 0) >= 1200);
  const preview = big.at(-1) ?? previewable[0];
  const best = widest.find((r) => r.type !== undefined) ?? widest[0]!;
  return {
    preview: preview ? { url: preview.url, width: preview.width, height: preview.height, type: preview.type! } : DEFAULT_SOCIAL_IMAGE,
    structured: [{ url: best.url, width: best.width, height: best.height, type: best.type ?? 'image/jpeg' }],
  };
}
