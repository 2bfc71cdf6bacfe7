import type { EmbeddedImage } from '../types';

/** Cover renditions generated for every embedded article under public/media/blog/ (16:10). */
export function coverFor(slug: string): EmbeddedImage {
  return {
    url: `/media/blog/${slug}.webp`,
    width: 1600,
    height: 1000,
    formats: [
      { url: `/media/blog/${slug}-800.webp`, width: 800, height: 500 },
      { url: `/media/blog/${slug}-400.webp`, width: 400, height: 250 },
    ],
  };
}
