import type { EmbeddedImage } from '../types';

/**
 * Cover renditions generated for every embedded article under public/media/blog/ (16:10). The
 * 720 w one, more compressed, is a phone's: a card or an article's cover is about 380 px wide
 * there, 665 device pixels at a 1.75 ratio, which the 800 w file (up to 21 KB) served before.
 */
export function coverFor(slug: string): EmbeddedImage {
  return {
    url: `/media/blog/${slug}.webp`,
    width: 1600,
    height: 1000,
    formats: [
      { url: `/media/blog/${slug}-800.webp`, width: 800, height: 500 },
      { url: `/media/blog/${slug}-720.webp`, width: 720, height: 450 },
      { url: `/media/blog/${slug}-400.webp`, width: 400, height: 250 },
    ],
  };
}
