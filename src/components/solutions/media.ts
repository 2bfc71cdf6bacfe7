import type { SolutionSlug } from './catalog';

/** A responsive image: the large file, its srcset and intrinsic size (no layout shift). */
export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  /** Its MIME type, when not WebP (a picture from the CMS). */
  type?: string;
}

/** 16:9 pictures in two widths: `<name>.webp` (1600×900) and `<name>-800.webp` (800×450). */
function wide(base: string): ResponsiveImage {
  return { src: `${base}.webp`, srcSet: `${base}-800.webp 800w, ${base}.webp 1600w`, width: 1600, height: 900 };
}

export const solutionImage = (slug: SolutionSlug): ResponsiveImage => wide(`/media/solutions/${slug}`);
export const diagnosticHeroImage: ResponsiveImage = wide('/media/diagnostic/hero');
export const teamImage: ResponsiveImage = {
  src: '/media/about/team.webp',
  // 720 w is a phone's (scripts/media/generate.sh): the column less its gutters, 665 device pixels at 1.75.
  srcSet: '/media/about/team-600.webp 600w, /media/about/team-720.webp 720w, /media/about/team.webp 1200w',
  width: 1200,
  height: 800,
};
export const erpVideoPoster = { src: '/media/erp/video-poster.webp', width: 1280, height: 720 };

/** What PageMeta.preloadImage wants for the LCP image. */
export function preloadOf(image: ResponsiveImage, sizes: string) {
  return { href: image.src, srcSet: image.srcSet, sizes, type: image.type ?? 'image/webp' };
}
