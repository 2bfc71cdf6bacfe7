import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** POST /api/leads, POST /api/contact, GET /api/export/leads.csv, GET /api/export/messages.csv. */
export const leads = new Hono<AppEnv>();
