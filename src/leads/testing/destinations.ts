// The destinations a stored submission goes to, stubbed for worker tests: the team's e-mail (a
// send_email binding that keeps what it was given), the webhook and RD Station (outbound fetch),
// each counting what it received.
import { vi } from 'vitest';
import type { Bindings } from '../../env';
import { RD_STATION_URL } from '../storage/delivery/rdstation';
import rd from '../../../test/fixtures/rdstation/conversions.json';

export interface SentMail {
  subject: string;
  text?: string;
  headers?: Record<string, string>;
}

/** The bindings that configure all three (`webhook` is the webhook's URL), plus `extra`, and what each received. */
export function leadDestinations(webhook: string, extra: Partial<Bindings> = {}) {
  const mails: SentMail[] = [];
  const binding = {
    async send(message: SentMail) {
      mails.push(message);
      return { messageId: `m${mails.length}` };
    },
  } as unknown as SendEmail;
  const calls: { url: string; body: string; headers: Headers }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, body: String(init?.body), headers: new Headers(init?.headers) });
    if (url.startsWith(RD_STATION_URL)) return new Response(JSON.stringify(rd.responses.success.body), { status: 200 });
    if (url === webhook) return new Response(null, { status: 200 });
    throw new Error(`Unexpected fetch ${url}`);
  });
  const config: Partial<Bindings> = {
    LEAD_WEBHOOK_URL: webhook,
    LEAD_EMAIL: binding,
    LEAD_EMAIL_TO: 'vendas@vertice.ind.br',
    LEAD_EMAIL_FROM: 'site@vertice.ind.br',
    RD_STATION_API_KEY: 'rd-key',
    ...extra,
  };
  /** How many times each destination received the submission whose text holds `marker`. */
  const received = (marker: string) => ({
    email: mails.filter((m) => `${m.subject}\n${m.text}`.includes(marker)).length,
    webhook: calls.filter((c) => c.url === webhook && c.body.includes(marker)).length,
    rdstation: calls.filter((c) => c.url.startsWith(RD_STATION_URL) && c.body.includes(marker)).length,
  });
  return { config, received, mails, calls };
}
