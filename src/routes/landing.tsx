import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { PlaceholderPage } from '../pages/placeholder';

export const landing = new Hono<AppEnv>();

landing.get('/diagnostico-lean-digital-gratuito', (c) =>
  c.render(<PlaceholderPage heading={c.var.t('nav.diagnostic')} />, { meta: { title: c.var.t('nav.diagnostic'), layout: 'bare' } }),
);
