import type { Context } from 'hono';
import { createElement } from 'react';
import { SubmissionProblem } from '../components/forms/submission-problem';
import type { AppEnv } from '../env';
import { getT } from '../i18n/i18n';
import type { Lang } from '../i18n/languages';

export type ProblemKey = 'forbidden' | 'tooLarge' | 'unsupported' | 'badRequest' | 'rateLimited' | 'captchaFailed';
type ProblemStatus = 400 | 403 | 413 | 415 | 429;

/**
 * A refused submission: JSON `{ ok: false, error }` for the islands and API clients; for a form
 * posted without JavaScript, a small page in the visitor's language with the same status and a
 * way back (the browser's back button keeps what was typed).
 */
export async function problemResponse(c: Context<AppEnv>, status: ProblemStatus, key: ProblemKey, lang: Lang, asForm = false): Promise<Response> {
  const t = getT(lang);
  const message = t(`forms:api.${key}`);
  if (!asForm) return c.json({ ok: false, error: message }, status);
  c.set('lang', lang);
  c.set('t', t);
  c.status(status);
  c.header('Cache-Control', 'no-store');
  return c.render(createElement(SubmissionProblem, { message }), {
    meta: { title: t('forms:api.problemTitle'), robots: 'noindex, nofollow', canonicalRoute: null },
  });
}
