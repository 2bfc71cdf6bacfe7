import type { Context } from 'hono';
import { createElement } from 'react';
import type { AppEnv } from '../../env';
import { unlistedMeta } from '../../seo/page-meta';
import { SubmissionProblem } from '../forms/components/submission-problem';

export type ProblemKey =
  | 'forbidden'
  | 'tooLarge'
  | 'unsupported'
  | 'badRequest'
  | 'rateLimited'
  | 'busy'
  | 'captchaFailed'
  | 'challenge'
  | 'unsent';
export type ProblemStatus = 400 | 403 | 413 | 415 | 429 | 503;

/**
 * A refused submission: JSON `{ ok: false, error }` for the islands and API clients; for a form
 * posted without JavaScript, a small page with the same status and a way back (the browser's back
 * button keeps what was typed; `values`, when given, are listed on the page too). In the request's
 * language, which the route has decided.
 */
export async function problemResponse(
  c: Context<AppEnv>,
  status: ProblemStatus,
  key: ProblemKey,
  asForm = false,
  values?: Record<string, string>,
): Promise<Response> {
  const t = c.get('t');
  const message = t(`forms:api.${key}`);
  if (!asForm) return c.json({ ok: false, error: message }, status);
  c.status(status);
  c.header('Cache-Control', 'no-store');
  return c.render(createElement(SubmissionProblem, { message, values }), {
    meta: unlistedMeta(t('forms:api.problemTitle')),
  });
}
