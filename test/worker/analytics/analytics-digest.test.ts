// The weekly digest: last week's figures to the sales address on Monday, once, unless switched off.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Bindings } from '../../../src/env';
import { scheduledRun } from '../../../src/scheduled';
import { lastWeek } from '../../../src/analytics/report/digest';
import { forgetDigestCheck } from '../../../src/analytics/report/weekly-digest';
import { upsertCount } from '../../../src/analytics/measure/store';
import { EMPTY_DIMS } from '../../../src/analytics/measure/dims';
import { clearAnalytics } from '../../../src/analytics/testing/measure';
import { expectConsoleErrors, logLines } from '../setup';

type Mail = { from: string; to: string[]; subject: string; text: string; html: string };
function mailbox() {
  const sent: Mail[] = [];
  return { sent, binding: { send: async (m: Mail) => void sent.push(m) } as unknown as SendEmail };
}
const MONDAY_NOON = Date.parse('2026-03-09T12:00:00Z');
const run = (over: Partial<Bindings>, at = MONDAY_NOON) => scheduledRun('* * * * *', { ...(env as unknown as Bindings), ...over }, at);
// The worker tests run with the digest off (vitest.config.ts): these turn it on.
const configured = (box: ReturnType<typeof mailbox>) => ({
  ANALYTICS_DIGEST: 'on',
  LEAD_EMAIL: box.binding,
  LEAD_EMAIL_TO: 'vendas@vertice.ind.br',
  LEAD_EMAIL_FROM: 'site@vertice.ind.br',
  SITE_URL: 'https://www.example.com',
});

beforeEach(async () => {
  await clearAnalytics();
  forgetDigestCheck();
  const row = (event: string, path: string, count: number, extra: Record<string, string | number> = {}) =>
    upsertCount(env.LEADS_DB, {
      ...EMPTY_DIMS,
      day: '2026-03-04',
      event: event as 'view',
      path,
      count,
      visitors: 0,
      page_visitors: 0,
      ...extra,
    });
  await env.LEADS_DB.batch([
    row('view', '/pt', 30, { visitors: 20, page_visitors: 20, referrer: 'google' }),
    row('view', '/pt/contact', 10, { visitors: 5, page_visitors: 8, utm_source: 'bars' }),
    row('lead', '/pt/contact', 2, { utm_source: 'bars', placement: 'contact' }),
  ]);
});

describe('the weekly digest', () => {
  it('names last week (Monday to Sunday) and its ISO week', () => {
    expect(lastWeek(MONDAY_NOON)).toMatchObject({ range: { from: '2026-03-02', to: '2026-03-08', days: 7 }, week: '2026-W10' });
    expect(lastWeek(Date.parse('2027-01-04T12:00:00Z')).week).toBe('2026-W53');
  });

  it('goes to the sales address on Monday with views, visitors, leads, conversion, top pages and sources, stuck deliveries', async () => {
    const box = mailbox();
    await run(configured(box));
    expect(box.sent).toHaveLength(1);
    const mail = box.sent[0]!;
    expect(mail.to).toEqual(['vendas@vertice.ind.br']);
    expect(mail.subject).toBe('[Relatório] Semana 2026-W10: 2 leads, 25 visitantes');
    for (const line of [
      'Visualizações: 40',
      'Visitantes: 25',
      'Conversão (leads ÷ visitantes): 8,0 %',
      '- /pt/contact: 8 visitantes, 2 leads',
      '- bars / (none): 5 visitantes, 2 leads',
      '- google / organic: 20 visitantes, 0 leads',
      'Nada parado.',
      'https://www.example.com/admin/report?from=2026-03-02&to=2026-03-08',
    ])
      expect(mail.text).toContain(line);
  });

  it('is never sent twice for the same week, whichever isolate runs next', async () => {
    const box = mailbox();
    await run(configured(box));
    forgetDigestCheck();
    await run(configured(box), MONDAY_NOON + 60_000);
    expect(box.sent).toHaveLength(1);
  });

  it('waits for Monday 08:00 in São Paulo (11:00 UTC), and is off with ANALYTICS_DIGEST = "off"', async () => {
    const box = mailbox();
    await run(configured(box), Date.parse('2026-03-09T10:59:00Z'));
    await run(configured(box), Date.parse('2026-03-10T12:00:00Z'));
    await run({ ...configured(box), ANALYTICS_DIGEST: 'off' });
    expect(box.sent).toEqual([]);
  });

  it('a failed send waits longer each time (hours, not the next minute), then is given up for the week; each step logged', async () => {
    let calls = 0;
    let fail = true;
    const sent: Mail[] = [];
    const binding = {
      send: async (m: Mail) => {
        calls++;
        if (fail) throw new Error('Email sending failed');
        sent.push(m);
      },
    } as unknown as SendEmail;
    const bindings = { ...configured(mailbox()), LEAD_EMAIL: binding };
    const at = (time: string) => Date.parse(`2026-03-09T${time}:00Z`);
    /** One scheduled run at `time` (a new isolate's: nothing remembered), and whether its digest step failed. */
    const runAt = async (time: string) => {
      forgetDigestCheck();
      return run(bindings, at(time)).then(
        () => false,
        (error: Error) => error.message.includes('digest'),
      );
    };
    // A failed step of its own: logged as one, and the rest of the run went on.
    expectConsoleErrors();
    expect(await runAt('12:00')).toBe(true);
    expect(logLines().find((l) => l.event === 'scheduled.run')).toMatchObject({ failedSteps: ['digest'] });
    const scheduled = () => logLines().filter((l) => l.event === 'digest.retry_scheduled');
    expect(scheduled().at(-1)).toMatchObject({ level: 'warn', week: '2026-W10', attempts: 1, retryAt: '2026-03-09T13:00:00.000Z' });
    // The next minutes do not try again, nor read the figures.
    expect(await runAt('12:01')).toBe(false);
    expect(await runAt('12:59')).toBe(false);
    expect(calls).toBe(1);
    // An hour later: the second try; then three hours; then six.
    expect(await runAt('13:00')).toBe(true);
    expect(scheduled().at(-1)).toMatchObject({ attempts: 2, retryAt: '2026-03-09T16:00:00.000Z' });
    expect(await runAt('15:59')).toBe(false);
    expect(await runAt('16:00')).toBe(true);
    expect(scheduled().at(-1)).toMatchObject({ attempts: 3, retryAt: '2026-03-09T22:00:00.000Z' });
    expect(await runAt('22:00')).toBe(true);
    expect(logLines().filter((l) => l.event === 'digest.gave_up')).toEqual([
      expect.objectContaining({ level: 'warn', week: '2026-W10', attempts: 4 }),
    ]);
    expect(calls).toBe(4);
    // Given up: no more tries this week, even once sending would work.
    fail = false;
    expect(await runAt('23:00')).toBe(false);
    expect(calls).toBe(4);
    expect(sent).toEqual([]);
  });

  it('a failed send that works on its next try is sent once', async () => {
    let fail = true;
    const sent: Mail[] = [];
    const binding = {
      send: async (m: Mail) => {
        if (fail) throw new Error('Email sending failed');
        sent.push(m);
      },
    } as unknown as SendEmail;
    const bindings = { ...configured(mailbox()), LEAD_EMAIL: binding };
    expectConsoleErrors();
    await expect(run(bindings)).rejects.toThrow('digest');
    fail = false;
    forgetDigestCheck();
    await run(bindings, MONDAY_NOON + 3_600_000);
    forgetDigestCheck();
    await run(bindings, MONDAY_NOON + 2 * 3_600_000);
    expect(sent).toHaveLength(1);
  });
});
