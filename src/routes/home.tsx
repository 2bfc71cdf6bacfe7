import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { PlaceholderPage } from '../pages/placeholder';

export const home = new Hono<AppEnv>();

home.get('/', (c) => c.render(<PlaceholderPage heading={c.var.t('nav.home')} />, { meta: {} }));
