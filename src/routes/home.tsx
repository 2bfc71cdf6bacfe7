import { Hono, type Context } from 'hono';
import { contentService } from '../content/service';
import { waitUntilOf } from './request-values';
import { errorCause, logger } from '../log';
import { BlogTeaser, TEASER_SIZE, type BlogTeaserData } from '../pages/home/blog-teaser';
import { HERO_MEDIA } from '../pages/home/home-hero';
import { showsBlock } from '../components/blocks';
import type { FaqEntry } from '../components/sections/faq';
import { faqJsonLd } from '../seo/faq-json-ld';
import { metaTexts } from '../seo/page-meta';
import type { AppEnv } from '../env';
import { tList } from '../i18n/i18n';
import { HomePage } from '../pages/home/home-page';
import { renderWithTexts } from './page-content';
import { PAGES } from '../shared/page-routes';
import { contentRequest } from './request-values';

export const home = new Hono<AppEnv>();

/**
 * Data for the home page's blog teaser: the 3 latest articles. Never
 * throws: on any failure `error` is true and the teaser falls back to its sample cards.
 */
export async function loadBlogTeaser(c: Context<AppEnv>): Promise<BlogTeaserData> {
  try {
    return { articles: await contentService(contentRequest(c)).latestArticles(c.var.lang, TEASER_SIZE), error: false };
  } catch (error) {
    logger.warn('cms.failed', { what: 'blog teaser', fallback: 'sample articles', cause: errorCause(error) });
    return { articles: [], error: true };
  }
}

home.get(PAGES.home.route, (c) => {
  // Asked beside the page's texts. Never throws: on a content failure it carries the sample articles and the retry block.
  const teaser = loadBlogTeaser(c);
  // Part of this request even when the page answers without it (a refused preview): left
  // dangling, its CMS call would end, and log, during a later request.
  waitUntilOf(c)?.(teaser);
  return renderWithTexts(c, 'home', async (t, blocks) => ({
    body: <HomePage blogTeaser={<BlogTeaser data={await teaser} />} blocks={blocks} />,
    meta: {
      styles: ['forms', 'sections', 'home', 'cards'],
      ...metaTexts(t, 'home:meta'),
      // The hero poster is the LCP element (the video paints over it once it plays).
      preloadImage: { href: HERO_MEDIA.poster, srcSet: HERO_MEDIA.srcSet, sizes: HERO_MEDIA.sizes, type: 'image/webp' },
      // Google describes only a FAQ the page shows.
      jsonLd: showsBlock(blocks, 'faq') ? [faqJsonLd(tList<FaqEntry>(t, 'home:faq.items'))] : [],
    },
  }));
});
