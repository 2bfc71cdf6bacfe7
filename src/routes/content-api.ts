import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** GET /api/articles (the archive's "load more") and POST /api/cms-webhook (cache purge). */
export const contentApi = new Hono<AppEnv>();
