import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** /sitemap.xml, /robots.txt and the RSS feeds (/rss.xml, /en/rss.xml, /es/rss.xml). Mounted at the root. */
export const seo = new Hono<AppEnv>();
