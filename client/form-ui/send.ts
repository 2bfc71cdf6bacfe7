// How a form island posts: its fields as JSON, the answer read as JSON, and, when the site is
// flooded and asks for its proof of work (src/leads/forms/challenge.ts), the challenge solved by
// the ALTCHA widget in a chunk of its own (proof-of-work.ts) before the form is sent again.

export interface Answer {
  ok?: boolean;
  error?: string;
  reason?: string;
  errors?: Record<string, string>;
  challenge?: unknown;
}

/** Posts the form's fields as JSON; an answer that is not JSON reads as `{}`. */
export async function send(action: string, payload: unknown): Promise<{ res: Response; body: Answer }> {
  const res = await fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  return { res, body: (await res.json().catch(() => ({}))) as Answer };
}

/**
 * The site's challenge, in an element of its own above the submit button (outside what React
 * renders, gone once solved or not); the solution, or null.
 */
export async function solveChallenge(form: HTMLFormElement, challenge: unknown, lang: string): Promise<string | null> {
  const host = document.createElement('div');
  host.className = 'form__challenge';
  const submit = form.querySelector('.form__submit');
  submit?.parentNode?.insertBefore(host, submit);
  try {
    return await import('./proof-of-work').then((m) => m.solve(challenge as never, host, lang));
  } catch {
    return null;
  } finally {
    host.remove();
  }
}
