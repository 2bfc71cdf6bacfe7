import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { beacon } from '../analytics/beacon-route';
import { consent } from '../privacy/consent-route';
import { cmsHealthApi } from '../content/cms-health-route';
import { contentApi } from '../content/api-route';
import { leads } from '../leads/route';
import { privacyAdmin } from '../privacy/admin-route';
import { reportApi } from '../analytics/report-route';

/** Everything under /api: JSON and form posts, never HTML pages. */
export const api = new Hono<AppEnv>();
api.route('/', contentApi);
api.route('/', cmsHealthApi);
api.route('/', leads);
api.route('/', consent);
api.route('/', privacyAdmin);
api.route('/', beacon);
api.route('/', reportApi);
