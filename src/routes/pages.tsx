import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { PlaceholderPage } from '../pages/placeholder';
import { SOLUTIONS, solutionBySlug } from '../shared/solutions';

/** Marketing pages. Mounted once per URL family: /, /pt, /en, /es. */
export const pages = new Hono<AppEnv>();

const simple = [
  ['/', 'nav.home'],
  ['/about', 'nav.about'],
  ['/services', 'nav.services'],
  ['/diagnosticlean', 'nav.diagnostic'],
  ['/contact', 'nav.contact'],
  ['/diagnostico-lean-digital-gratuito', 'nav.diagnostic'],
] as const;

for (const [path, key] of simple) {
  pages.get(path, (c) => {
    const heading = c.var.t(key);
    return c.render(<PlaceholderPage heading={heading} />, { meta: { title: heading } });
  });
}

pages.get('/solutions/:slug', (c) => {
  const solution = solutionBySlug(c.req.param('slug'));
  if (!solution) return c.notFound();
  const heading = c.var.t(`solutions.${solution.key}.name`);
  return c.render(<PlaceholderPage heading={heading} />, { meta: { title: heading } });
});

export const SOLUTION_ROUTES = SOLUTIONS.map((s) => `/solutions/${s.slug}`);
