// The site's own videos, which an editor may link a services card to (src/content/pages/specs-pages.ts,
// SERVICE_CARDS.videos): each plays in its page's video section, behind the click-to-load facade,
// so a card never embeds anything and YouTube is not contacted before the visitor's click.
export const SITE_VIDEOS = {
  erp: { slug: 'erp-digital', title: 'solutions:erp.video.title' },
} as const;

export type VideoName = keyof typeof SITE_VIDEOS;

export const isSiteVideo = (name: unknown): name is VideoName => typeof name === 'string' && Object.hasOwn(SITE_VIDEOS, name);
