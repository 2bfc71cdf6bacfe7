import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { bearerToken, sameSecret } from '../http/secret';
import { eraseSubject, normalizeSubjectEmail, revokeMarketing, subjectData } from '../privacy/subject';

/**
 * The operator's answers to data-subject requests, by e-mail address:
 *   POST /api/privacy/access  {"email": …}  everything stored about it, as JSON
 *   POST /api/privacy/erase   {"email": …}  deleted from every table, an erasure record kept
 *   POST /api/privacy/revoke  {"email": …}  marketing consent withdrawn on every row
 * `Authorization: Bearer <PRIVACY_ADMIN_TOKEN>`; without that secret the endpoints do not exist
 * (404). The address travels in the body, never in the URL, so it stays out of request logs.
 */
export const privacyAdmin = new Hono<AppEnv>();

type Handler = (c: Context<AppEnv>, email: string) => Promise<Response>;

function guarded(handler: Handler) {
  return async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const token = c.env.PRIVACY_ADMIN_TOKEN?.trim();
    if (!token) return c.notFound();
    if (!(await sameSecret(bearerToken(c.req.header('authorization')) ?? '', token))) {
      c.header('WWW-Authenticate', 'Bearer realm="privacy"');
      return c.json({ error: 'Unauthorized' }, 401);
    }
    const body = (await c.req.json().catch(() => undefined)) as { email?: unknown } | undefined;
    const email = normalizeSubjectEmail(body?.email);
    if (!email) return c.json({ error: 'Send JSON {"email": "<address>"}' }, 400);
    return handler(c, email);
  };
}

privacyAdmin.post(
  '/privacy/access',
  guarded(async (c, email) => c.json(await subjectData(c.env, email))),
);

privacyAdmin.post(
  '/privacy/erase',
  guarded(async (c, email) => c.json(await eraseSubject(c.env, email))),
);

privacyAdmin.post(
  '/privacy/revoke',
  guarded(async (c, email) => c.json({ email, revoked: await revokeMarketing(c.env, email) })),
);
