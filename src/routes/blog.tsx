import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { PlaceholderPage } from '../pages/placeholder';

/** /blog, /blog/{slug}, /sitemap (the viewer page). */
export const blog = new Hono<AppEnv>();

blog.get('/blog', (c) => c.render(<PlaceholderPage heading={c.var.t('nav.blog')} />, { meta: { title: c.var.t('nav.blog') } }));
blog.get('/sitemap', (c) => c.render(<PlaceholderPage heading={c.var.t('footer.sitemap')} />, { meta: { title: c.var.t('footer.sitemap') } }));
