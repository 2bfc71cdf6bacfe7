import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { about } from './about';
import { blog } from './blog';
import { contact } from './contact';
import { diagnostic } from './diagnostic';
import { home } from './home';
import { landing } from './landing';
import { legal } from './legal';
import { solutions } from './solutions';

/** Every page route. Mounted once per URL family in app.tsx: /, /pt, /en, /es. */
export const pages = new Hono<AppEnv>();
pages.route('/', home);
pages.route('/', landing);
pages.route('/', about);
pages.route('/', solutions);
pages.route('/', diagnostic);
pages.route('/', contact);
pages.route('/', blog);
pages.route('/', legal);
