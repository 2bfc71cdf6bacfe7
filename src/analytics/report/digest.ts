// The weekly digest: each Monday morning, a short summary of last week (Monday 00:00 to Sunday
// 24:00 in the site's time zone, SITE_TIMEZONE) to the sales address (LEAD_EMAIL_TO) through the
// e-mail binding the leads use: views, visitors, leads, conversion, each against the week before,
// the page and the source that changed most, the top 3 pages and sources, and the deliveries
// stuck. In Portuguese, the team's language (as the leads' e-mails). Sent once per week: the week
// is claimed in D1 before sending. A send that fails is tried again, each time later
// (DIGEST_BACKOFF_HOURS), and given up for the week after the last try: every try reads the
// week's figures and the pipeline's health (a KV list).
import type { Bindings } from '../../env';
import { errorCause, logger } from '../../log';
import type { PipelineHealth } from '../../leads/storage/health';
import { type BreakdownRow, reportData, type ReportData } from './queries';
import { previousRange, type Range } from './range';
import { addDays, DEFAULT_TIME_ZONE, dayStart, localClock, siteTimeZone } from '../../util/local-day';
import { changeLine, compared, mostChanged } from './digest-changes';

/** Digests go out from this hour on Mondays, in the site's time zone (src/analytics/report-route.ts holds the same). */
export const DIGEST_HOUR = 8;
const DAY_MS = 86_400_000;

/**
 * Last week for `now` in `timeZone`: the days from the Monday before this week's to the Sunday
 * after it, the instants it starts and ends (its Monday's 00:00 and the next Monday's, local),
 * and its ISO week name (2026-W48).
 */
export function lastWeek(now: number, timeZone = DEFAULT_TIME_ZONE): { range: Range; week: string; start: number; end: number } {
  const { day: today, weekday } = localClock(now, timeZone);
  const monday = addDays(today, -(weekday + 7));
  const thursday = new Date(Date.parse(`${addDays(monday, 3)}T00:00:00Z`));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((thursday.getTime() - yearStart) / DAY_MS + 1) / 7);
  return {
    range: { from: monday, to: addDays(monday, 6), days: 7 },
    week: `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`,
    start: dayStart(monday, timeZone),
    end: dayStart(addDays(monday, 7), timeZone),
  };
}

/** Whether it is Monday from DIGEST_HOUR on, in `timeZone`. */
export function digestDue(now: number, timeZone = DEFAULT_TIME_ZONE): boolean {
  const at = localClock(now, timeZone);
  return at.weekday === 0 && at.hour >= DIGEST_HOUR;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const top = (rows: BreakdownRow[], direct: string) =>
  [...rows]
    .sort((a, b) => b.leads - a.leads || b.visitors - a.visitors)
    .slice(0, 3)
    .map((r) => `${r.key || direct}: ${r.visitors} visitantes, ${r.leads} leads`);

/** What is stuck in the lead pipeline, as lines for the team (none when nothing is). */
function stuckLines(health: PipelineHealth | undefined): string[] {
  if (!health) return ['Não foi possível ler o estado do envio.'];
  const { parked, deliveries } = health;
  const lines: string[] = [];
  if (!parked) lines.push('Não foi possível ler os envios aguardando o banco de dados.');
  else {
    if (parked.waiting > 0) lines.push(`Aguardando o banco de dados: ${parked.waiting}`);
    if (parked.deadLetters > 0) lines.push(`Separados após tentativas repetidas (o operador precisa ver): ${parked.deadLetters}`);
  }
  if (!deliveries) lines.push('Não foi possível ler o estado das entregas.');
  else {
    for (const [destination, d] of Object.entries(deliveries.byDestination))
      if (d.pending + d.sending + d.failed > 0) lines.push(`${destination}: ${d.pending + d.sending} pendentes, ${d.failed} falharam`);
    if (deliveries.unqueued > 0) lines.push(`Sem entrega agendada (a próxima varredura agenda): ${deliveries.unqueued}`);
  }
  return lines;
}

export function composeDigest(
  data: ReportData,
  health: PipelineHealth | undefined,
  week: string,
  reportUrl?: string,
  changed: Awaited<ReturnType<typeof mostChanged>> = {},
) {
  const t = data.totals;
  const p = data.previousTotals;
  const stuck = stuckLines(health);
  const sections: [string, string[]][] = [
    [
      `Semana ${week} (${data.range.from} a ${data.range.to})`,
      [
        `Visualizações: ${compared(t.views, p.views)}`,
        `Visitantes: ${compared(t.visitors, p.visitors)}`,
        `Cliques em contato: ${compared(t.ctas, p.ctas)}`,
        `Formulários iniciados: ${compared(t.starts, p.starts)}`,
        `Leads: ${compared(t.leads, p.leads)}`,
        `Entregues: ${compared(t.delivered, p.delivered)}`,
        `Conversão (leads ÷ visitantes): ${compared(t.rate, p.rate, 'rate')}`,
      ],
    ],
    ['O que mais mudou', [changeLine('Página', changed.page, '(sem página)'), changeLine('Origem', changed.source, '(direto)')]],
    ['Páginas com mais leads', top(data.breakdowns.page, '(sem página)')],
    ['Origens com mais leads', top(data.breakdowns.source, '(direto)')],
    ['Envio de leads', stuck.length > 0 ? stuck : ['Nada parado.']],
  ];
  const text = [
    ...sections.flatMap(([title, lines]) => [title, ...lines.map((l) => `- ${l}`), '']),
    reportUrl ? `Relatório completo: ${reportUrl}` : '',
  ].join('\n');
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">',
    ...sections.map(
      ([title, lines]) =>
        `<h2 style="font-size:16px">${escapeHtml(title)}</h2><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    ),
    reportUrl ? `<p><a href="${escapeHtml(reportUrl)}">Relatório completo</a></p>` : '',
    '</body></html>',
  ].join('');
  return { subject: `[Relatório] Semana ${week}: ${t.leads} leads, ${t.visitors} visitantes`, text, html };
}

export interface DigestTarget {
  db: D1Database;
  binding: SendEmail;
  from: string;
  to: string[];
  origin?: string;
  health: () => Promise<PipelineHealth | undefined>;
}

/** Hours a failed digest waits before its next try, longer each time; after the last try the week is given up. */
export const DIGEST_BACKOFF_HOURS: readonly number[] = [1, 3, 6];
/** A claim whose send never ended (its isolate was stopped) may be claimed again after this long. */
const STALE_CLAIM_MS = 3_600_000;

/**
 * Sends last week's digest unless it was sent, given up, or its next try is not due: the week's row
 * in analytics_digests is claimed by one statement, so two runs (or two isolates) never both send.
 * A send that fails marks the row 'failed' with its next try (DIGEST_BACKOFF_HOURS after this one,
 * logged `digest.retry_scheduled`), or, after the last, 'gave_up' (`digest.gave_up`), and throws.
 * Returns the week sent, or undefined.
 */
export async function sendDigest(target: DigestTarget, now: number, timeZone = DEFAULT_TIME_ZONE): Promise<string | undefined> {
  const { range, week } = lastWeek(now, timeZone);
  const at = new Date(now).toISOString();
  const claim = await target.db
    .prepare(
      `INSERT INTO analytics_digests (week, sent_at, status, attempts) VALUES (?1, ?2, 'sending', 1)
       ON CONFLICT (week) DO UPDATE SET status = 'sending', attempts = attempts + 1, sent_at = ?2, retry_at = NULL
       WHERE (status = 'failed' AND retry_at <= ?2) OR (status = 'sending' AND sent_at <= ?3)
       RETURNING attempts`,
    )
    .bind(week, at, new Date(now - STALE_CLAIM_MS).toISOString())
    .first<{ attempts: number }>();
  if (!claim) return undefined;
  try {
    const [data, changed] = await Promise.all([reportData(target.db, range), mostChanged(target.db, range, previousRange(range))]);
    const mail = composeDigest(
      data,
      await target.health(),
      week,
      target.origin ? `${target.origin}/admin/report?from=${range.from}&to=${range.to}` : undefined,
      changed,
    );
    await target.binding.send({ from: target.from, to: target.to, subject: mail.subject, text: mail.text, html: mail.html });
    await target.db.prepare("UPDATE analytics_digests SET status = 'sent' WHERE week = ?").bind(week).run();
    return week;
  } catch (error) {
    await failed(target.db, week, claim.attempts, now, errorCause(error));
    throw error;
  }
}

/** Marks the week's failed try: its next one, or given up after the last. */
async function failed(db: D1Database, week: string, attempts: number, now: number, cause: string): Promise<void> {
  const wait = DIGEST_BACKOFF_HOURS[attempts - 1];
  if (wait === undefined) {
    logger.warn('digest.gave_up', { week, attempts, cause });
    await db.prepare("UPDATE analytics_digests SET status = 'gave_up', retry_at = NULL WHERE week = ?").bind(week).run();
    return;
  }
  const retryAt = new Date(now + wait * 3_600_000).toISOString();
  logger.warn('digest.retry_scheduled', { week, attempts, retryAt, cause });
  await db.prepare("UPDATE analytics_digests SET status = 'failed', retry_at = ? WHERE week = ?").bind(retryAt, week).run();
}

/**
 * The scheduled job's digest from the bindings: nothing unless ANALYTICS_DIGEST is not "off" and
 * the team's e-mail is set up (LEAD_EMAIL, LEAD_EMAIL_FROM, LEAD_EMAIL_TO). `health` reads the
 * pipeline's (src/leads/storage/health.ts, which the worker holds).
 */
export async function digestRun(env: Bindings, now: number, health: () => Promise<PipelineHealth>): Promise<string | undefined> {
  const to = (env.LEAD_EMAIL_TO ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const from = env.LEAD_EMAIL_FROM?.trim();
  if (env.ANALYTICS_DIGEST?.trim() === 'off' || !env.LEAD_EMAIL || !from || to.length === 0) return undefined;
  return sendDigest(
    {
      db: env.LEADS_DB,
      binding: env.LEAD_EMAIL,
      from,
      to,
      origin: env.SITE_URL?.trim().replace(/\/+$/, '') || undefined,
      health: () => health().catch(() => undefined),
    },
    now,
    siteTimeZone(env.SITE_TIMEZONE),
  );
}
