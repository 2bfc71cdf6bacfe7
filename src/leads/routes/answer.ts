// The answers to a submission that passed the origin and body checks, as the pipeline decided
// them (src/leads/forms/submit.ts: a SubmitOutcome): JSON for the islands and
// API clients; for a form posted without JavaScript, a 303 back to the form's page with the
// outcome in the flash cookie (success, or the field errors and the values typed), or, when
// nothing was sent (nothing could keep it, or a limit refused it), that page itself with the
// values and the reason (unsent.ts).
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import type { Challenge } from 'altcha-lib';
import { HONEYPOT_FIELD, TURNSTILE_FIELD } from '../../shared/form-rules/fields';
import { CHALLENGE_FIELD } from '../forms/challenge';
import { formatErrors } from '../../shared/form-rules/messages';
import { flashCookie, postedValues } from '../forms/flash';
import { messagesFor } from '../forms/messages';
import type { AnswerTarget, SubmitOutcome } from '../forms/submit';
import { problemResponse, type ProblemKey, type ProblemStatus } from './problem';
import { RETRY_AFTER_SECONDS, unsentPage } from './unsent';

/** Never sent back to the page in a flash cookie. */
const NOT_ECHOED = [HONEYPOT_FIELD, TURNSTILE_FIELD, CHALLENGE_FIELD, 'idempotency_key'];

export function answers(c: Context<AppEnv>, { asForm, formId, back }: AnswerTarget) {
  const t = c.get('t');
  return {
    accepted(successKey: string, values?: Record<string, string | number>): Response {
      if (!asForm) return c.json({ ok: true, message: values ? t(successKey, values) : t(successKey) }, 200);
      c.header('Set-Cookie', flashCookie({ f: formId, s: 'ok' }, c.req.url), { append: true });
      return c.redirect(back, 303);
    },
    invalid(codes: Record<string, string>, data: Record<string, unknown>): Response {
      if (!asForm) return c.json({ ok: false, error: t('forms:api.invalid'), errors: formatErrors(messagesFor(t), codes) }, 422);
      c.header('Set-Cookie', flashCookie({ f: formId, s: 'err', e: codes, v: postedValues(data, NOT_ECHOED) }, c.req.url), {
        append: true,
      });
      return c.redirect(back, 303);
    },
    refused(status: ProblemStatus, key: ProblemKey): Promise<Response> {
      return problemResponse(c, status, key, asForm);
    },
    /**
     * A limit refused it (429): Retry-After, the reason in the page's language; JSON `{ ok: false,
     * error, reason, retryAfter }` (the island keeps its values); without JavaScript, the form's page
     * with every value and the reason, else the problem page listing the values.
     */
    async refusedKeeping(status: 429, key: 'rateLimited' | 'busy', retryAfter: number, data: Record<string, unknown>): Promise<Response> {
      c.header('Retry-After', String(retryAfter));
      c.header('Cache-Control', 'no-store');
      if (!asForm) return c.json({ ok: false, error: t(`forms:api.${key}`), reason: key, retryAfter }, status);
      const values = postedValues(data, NOT_ECHOED);
      const page = await unsentPage(c, back, { f: formId, s: 'unsent', m: key, v: values }, { status, retryAfter });
      return page ?? problemResponse(c, status, key, true, values);
    },
    /**
     * The surge guard asks for the site's proof of work (challenge.ts): 403, no wait. JSON `{ ok:
     * false, error, reason: 'challenge', challenge }`: the island solves it and sends the form
     * again. Without JavaScript nothing can solve it: the form's page with every value and a
     * message saying so, and what to do instead, in the visitor's language.
     */
    async challenge(challenge: Challenge, data: Record<string, unknown>): Promise<Response> {
      c.header('Cache-Control', 'no-store');
      if (!asForm) return c.json({ ok: false, error: t('forms:api.checking'), reason: 'challenge', challenge }, 403);
      const values = postedValues(data, NOT_ECHOED);
      const page = await unsentPage(c, back, { f: formId, s: 'unsent', m: 'challenge', v: values }, { status: 403 });
      return page ?? problemResponse(c, 403, 'challenge', true, values);
    },
    /**
     * Nothing could keep it: 503 and Retry-After, nothing sent. JSON `{ ok: false, error, reason:
     * 'unsent', retryAfter }` (the island keeps the values it has); without JavaScript, the form's
     * page with every value and the message, else the problem page listing the values.
     */
    async unsent(data: Record<string, unknown>): Promise<Response> {
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      c.header('Cache-Control', 'no-store');
      if (!asForm) return c.json({ ok: false, error: t('forms:api.unsent'), reason: 'unsent', retryAfter: RETRY_AFTER_SECONDS }, 503);
      const values = postedValues(data, NOT_ECHOED);
      return (await unsentPage(c, back, { f: formId, s: 'unsent', v: values })) ?? problemResponse(c, 503, 'unsent', true, values);
    },
  };
}

/** The answer to what the pipeline decided. */
export function answerOutcome(c: Context<AppEnv>, decided: SubmitOutcome): Response | Promise<Response> {
  const answer = answers(c, decided.target);
  switch (decided.outcome) {
    case 'accepted':
      return answer.accepted(decided.successKey, decided.values);
    case 'invalid':
      return answer.invalid(decided.codes, decided.data);
    case 'refused':
      return answer.refused(decided.status, decided.key);
    case 'limited':
      return answer.refusedKeeping(429, decided.key, decided.retryAfter, decided.data);
    case 'challenge':
      return answer.challenge(decided.challenge, decided.data);
    case 'unsent':
      return answer.unsent(decided.data);
  }
}
