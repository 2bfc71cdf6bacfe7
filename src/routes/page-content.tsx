import type { Context } from 'hono';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { BlockView } from '../components/blocks';
import { type PageKind, pageTexts } from '../content/service';
import type { AppEnv } from '../env';
import { PreviewBar } from '../pages/blog/article-preview';
import { PageNotices } from '../pages/blog/page-notices';
import type { PageMeta } from '../seo/page-meta';
import { markPreview, previewDenied } from './preview';
import { contentRequest } from './request-values';

/** What a marketing page's route renders with: its texts, and the preview bar on an editor's draft. */
export interface PageContent {
  t: TFunction;
  /** The page's blocks in the editor's order (the CMS's dynamic zone); absent: the page's own order. */
  blocks?: BlockView[];
  bar: ReactNode;
}

/**
 * A marketing page's texts for this view, through the content service (pageTexts: the CMS's
 * sections over the repository's), or the answer to give instead: 401 for a preview token that is
 * wrong, expired or for another page. A draft is never cached, not indexed, framed by the CMS
 * admin only; a page the CMS could not give its texts (down, nothing cached) is not kept either.
 */
export async function pageContent(c: Context<AppEnv>, page: PageKind, slug?: string): Promise<PageContent | Response> {
  const texts = await pageTexts({ ...contentRequest(c), lang: c.var.lang, years: c.var.company.years, t: c.var.t }, page, slug);
  if (!texts) return previewDenied(c);
  // From here the page's components, which read the request's t() (usePage().t), read these texts.
  c.set('t', texts.t);
  if (texts.preview) {
    markPreview(c);
    const bar = (
      <>
        <PreviewBar exitHref={new URL(c.req.url).pathname} />
        <PageNotices notices={texts.notices ?? []} />
      </>
    );
    return { t: texts.t, blocks: texts.blocks, bar };
  }
  if (!texts.keep) c.header('Cache-Control', 'no-store');
  return { t: texts.t, blocks: texts.blocks, bar: null };
}

/**
 * A marketing page rendered with its texts (pageView): `build(t, blocks)` gives the page and its
 * meta from the texts and the blocks of this view; a preview adds its bar above the page.
 */
export async function renderWithTexts(
  c: Context<AppEnv>,
  page: PageKind,
  build: (
    t: TFunction,
    blocks: BlockView[] | undefined,
  ) => { body: ReactNode; meta: PageMeta } | Promise<{ body: ReactNode; meta: PageMeta }>,
  slug?: string,
): Promise<Response> {
  const view = await pageContent(c, page, slug);
  if (view instanceof Response) return view;
  const { body, meta } = await build(view.t, view.blocks);
  return c.render(
    <>
      {view.bar}
      {body}
    </>,
    { meta },
  );
}
