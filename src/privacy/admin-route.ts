import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { operatorOnly } from '../routes/operator-only';
import { eraseSubject, normalizeSubjectEmail, revokeMarketing, subjectData } from './actions/subject';

/**
 * The operator's answers to data-subject requests, by e-mail address:
 *   POST /api/privacy/access  {"email": …}  everything stored about it, as JSON
 *   POST /api/privacy/erase   {"email": …}  deleted from every table, an erasure record kept
 *   POST /api/privacy/revoke  {"email": …}  marketing consent withdrawn on every row
 * `Authorization: Bearer <PRIVACY_ADMIN_TOKEN>`; without that secret the endpoints do not exist
 * (404); wrong tokens are throttled per address (http/operator.ts). The address travels in the body,
 * never in the URL, so it stays out of request logs. Answer an access request only once the
 * requester has shown that the address is theirs (src/privacy/README.md).
 */
export const privacyAdmin = new Hono<AppEnv>();

const operator = operatorOnly('PRIVACY_ADMIN_TOKEN', 'privacy');

type Handler = (c: Context<AppEnv>, email: string) => Promise<Response>;

function guarded(handler: Handler) {
  return async (c: Context<AppEnv>) => {
    const body = (await c.req.json().catch(() => undefined)) as { email?: unknown } | undefined;
    const email = normalizeSubjectEmail(body?.email);
    if (!email) return c.json({ error: 'Send JSON {"email": "<address>"}' }, 400);
    return handler(c, email);
  };
}

privacyAdmin.post(
  '/privacy/access',
  operator,
  guarded(async (c, email) => c.json(await subjectData(c.env, email))),
);

privacyAdmin.post(
  '/privacy/erase',
  operator,
  guarded(async (c, email) => c.json(await eraseSubject(c.env, email))),
);

privacyAdmin.post(
  '/privacy/revoke',
  operator,
  guarded(async (c, email) => c.json({ email, revoked: await revokeMarketing(c.env, email) })),
);
