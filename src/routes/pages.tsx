import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { blog } from './blog';
import { company } from './company';
import { home } from './home';
import { landing } from './landing';
import { legal } from './legal';
import { solutions } from './solutions';

/** Every page route. Mounted once per URL family in app.tsx: /, /pt, /en, /es. */
export const pages = new Hono<AppEnv>();
pages.route('/', home);
pages.route('/', landing);
pages.route('/', company);
pages.route('/', solutions);
pages.route('/', blog);
pages.route('/', legal);
