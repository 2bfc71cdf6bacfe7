// The answers every previewing route shares (an article's, a marketing page's): the headers of a
// draft, and the 401 for a preview link that cannot open one. Route helpers, not a route: blog.tsx
// and page-content.tsx both use them.
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { ArticlePreviewDenied } from '../pages/blog/article-preview';

/** A preview answer: never stored anywhere, not indexed, framed by the CMS admin only. */
export function markPreview(c: Context<AppEnv>): void {
  c.set('preview', true);
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
}

/** A preview link that is wrong, expired or unusable here: 401, nothing of a draft. */
export function previewDenied(c: Context<AppEnv>) {
  c.status(401);
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  return c.render(<ArticlePreviewDenied />, {
    meta: { title: c.var.t('blog:preview.deniedTitle'), robots: 'noindex, nofollow', canonicalRoute: null },
  });
}
