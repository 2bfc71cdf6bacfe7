import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { PlaceholderPage } from '../pages/placeholder';

/** /about, /services, /diagnosticlean, /contact. */
export const company = new Hono<AppEnv>();

for (const [path, key] of [
  ['/about', 'nav.about'],
  ['/services', 'nav.services'],
  ['/diagnosticlean', 'nav.diagnostic'],
  ['/contact', 'nav.contact'],
] as const) {
  company.get(path, (c) => c.render(<PlaceholderPage heading={c.var.t(key)} />, { meta: { title: c.var.t(key) } }));
}
