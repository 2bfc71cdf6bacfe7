import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { PlaceholderPage } from '../pages/placeholder';
import { solutionBySlug } from '../shared/solutions';

/** /solutions/{slug} for the eight solutions; any other slug is a 404. */
export const solutions = new Hono<AppEnv>();

solutions.get('/solutions/:slug', (c) => {
  const solution = solutionBySlug(c.req.param('slug'));
  if (!solution) return c.notFound();
  const heading = c.var.t(`solutions.${solution.key}.name`);
  return c.render(<PlaceholderPage heading={heading} />, { meta: { title: heading } });
});
