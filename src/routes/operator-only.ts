// The guard of the operator's endpoints (CSV exports, deliveries, privacy requests, the CMS's
// health): a middleware around the token check of src/http/operator.ts.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { checkOperatorToken, type OperatorSecret, operatorToken, WRONG_TOKEN_LIMIT } from '../http/operator';
import { clientIp } from '../http/origin';
import { bearerToken } from '../http/secret';

/**
 * Guards an operator endpoint: 404 while the secret is unset (or too short), never cached nor
 * indexed, 401 with WWW-Authenticate for a wrong or missing token, 429 once an address is throttled.
 */
export function operatorOnly(name: OperatorSecret, realm: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const expected = operatorToken(c.env, name);
    if (!expected) return c.notFound();
    const given = bearerToken(c.req.header('authorization'));
    const check = await checkOperatorToken(c.env, { ip: clientIp(c.req.raw), given, expected, realm });
    if (!check.ok) {
      if (check.status === 429) {
        c.header('Retry-After', String(check.retryAfter ?? WRONG_TOKEN_LIMIT.windowSeconds));
        return c.json({ error: 'Too many wrong tokens: try again later' }, 429);
      }
      c.header('WWW-Authenticate', `Bearer realm="${realm}"`);
      return c.json({ error: 'Unauthorized' }, 401);
    }
    await next();
    return undefined;
  };
}
