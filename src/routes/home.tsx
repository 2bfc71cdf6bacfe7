import { Hono } from 'hono';
import { BlogTeaser, loadBlogTeaser } from '../components/blog/blog-teaser';
import { HERO_MEDIA } from '../components/home/home-hero';
import { faqJsonLd, type FaqEntry } from '../components/sections/faq';
import type { AppEnv } from '../env';
import { tList } from '../i18n/i18n';
import { HomePage } from '../pages/home-page';

export const home = new Hono<AppEnv>();

home.get('/', async (c) => {
  const { t } = c.var;
  // Never throws: on a content failure it carries the sample articles and the retry block.
  const teaser = await loadBlogTeaser(c);
  return c.render(<HomePage blogTeaser={<BlogTeaser data={teaser} />} />, {
    meta: {
      title: t('home:meta.title'),
      description: t('home:meta.description'),
      keywords: t('home:meta.keywords'),
      // The hero poster is the LCP element (the video paints over it once it plays).
      preloadImage: { href: HERO_MEDIA.poster, srcSet: HERO_MEDIA.srcSet, sizes: HERO_MEDIA.sizes, type: 'image/webp' },
      jsonLd: [faqJsonLd(tList<FaqEntry>(t, 'home:faq.items'))],
    },
  });
});
