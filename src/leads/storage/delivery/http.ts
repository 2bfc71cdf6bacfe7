// How a destination's HTTP answer decides between done, retry and give up.
import type { Outcome } from './outbox';

/** One attempt's time limit: a request's deliveries run side by side, so this bounds them all. */
export const SEND_TIMEOUT_MS = 8000;

/** 2xx: done. 408, 425, 429 and 5xx: try again later. Any other 4xx: the request itself is wrong, a retry cannot help. */
export function outcomeOf(status: number, detail = ''): Outcome {
  if (status >= 200 && status < 300) return { ok: true };
  const permanent = status >= 400 && status < 500 && ![408, 425, 429].includes(status);
  return { ok: false, error: `HTTP ${status}${detail ? ` ${detail}` : ''}`, permanent };
}

export function outcomeOfError(err: unknown): Outcome {
  return { ok: false, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err), permanent: false };
}

/** POSTs JSON with the time limit; network errors and timeouts become retryable outcomes. */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  describe?: (res: Response) => Promise<string>,
): Promise<Outcome> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'lean-digital-site-leads/2', ...headers },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const detail = res.ok || !describe ? '' : await describe(res).catch(() => '');
    await res.body?.cancel().catch(() => {});
    return outcomeOf(res.status, detail);
  } catch (err) {
    return outcomeOfError(err);
  }
}
