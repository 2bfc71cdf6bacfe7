// E-mail to the sales team through Cloudflare's send_email binding (LEAD_EMAIL), from
// LEAD_EMAIL_FROM to LEAD_EMAIL_TO (comma-separated): in Portuguese, the team's language, whatever
// language the visitor used; Reply-To the visitor, so answering them is one click.
// Header values never carry CR, LF or other control characters from a form field, and the
// HTML body escapes every value.
import type { Table } from '../columns';
import { teamFields } from '../team-fields';
import { outcomeOfError } from './http';
import type { Outcome } from './outbox';

export interface EmailTarget {
  binding: SendEmail;
  from: string;
  to: string[];
  /** Absolute origin of the site for the CSV export link; omitted when unknown. */
  origin?: string;
}

type Row = Record<string, unknown>;

const FORM_LABEL: Record<string, string> = { diagnostic: 'Diagnóstico', standard: 'Lead', strict: 'Lead' };

/** LGPD art. 18 in the team's words (the form's values are the keys). */
const PRIVACY_RIGHT: Record<string, string> = {
  access: 'Confirmação e acesso aos dados',
  correction: 'Correção de dados',
  deletion: 'Eliminação dos dados',
  revocation: 'Revogação do consentimento',
  sharing: 'Informação sobre compartilhamento',
};
const TRACKING_FIELDS: [string, string][] = [
  ['form', 'Formulário'],
  ['placement', 'Origem no site'],
  ['page', 'Página'],
  ['lang', 'Idioma do visitante'],
  ['utm_source', 'utm_source'],
  ['utm_medium', 'utm_medium'],
  ['utm_campaign', 'utm_campaign'],
  ['landing_page', 'Página de entrada'],
  ['referrer_host', 'Veio de (site)'],
  ['visitor_country', 'País (pelo acesso)'],
  ['received_at', 'Recebido em'],
  ['id', 'Registro'],
];

/** A value safe for a header: control characters (CR and LF included) become spaces, trimmed, bounded. */
export function headerSafe(value: unknown, max = 200): string {
  return String(value ?? '')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/** A single plain address (no display name, no list, no control characters), else undefined. */
export function plainAddress(value: unknown): string | undefined {
  const s = String(value ?? '').trim();
  return /^[^\s@<>,;:"()\\[\]]+@[^\s@<>,;:"()\\[\]]+\.[^\s@<>,;:"()\\[\]]+$/.test(s) && s.length <= 254 ? s : undefined;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function day(value: unknown): string {
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value ?? '') : date.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
}

function receivedAt(value: unknown): string {
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value ?? '');
  return `${date.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' })} (horário de Brasília)`;
}

export interface TeamEmail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** What the e-mail says of each kind of submission: subject tag and who, fields, intro, CSV file. */
function describe(table: Table, row: Row) {
  if (table === 'leads') {
    const kind = FORM_LABEL[String(row.form)] ?? 'Lead';
    return {
      tag: kind,
      who: `${headerSafe(row.name, 80)}, ${headerSafe(row.company, 80)}`,
      fields: teamFields(table),
      intro: `Nova solicitação (${kind}) recebida pelo site.`,
      file: 'leads',
    };
  }
  if (table === 'privacy_requests') {
    const right = PRIVACY_RIGHT[String(row.request_type)] ?? String(row.request_type);
    return {
      tag: 'Privacidade',
      who: `${headerSafe(right, 60)}: ${headerSafe(row.name, 80)} (prazo ${day(row.due_at)})`,
      fields: teamFields(table),
      intro: `Pedido de titular de dados (LGPD, art. 18) recebido pelo site. Responder até ${day(row.due_at)}.`,
      file: 'privacy-requests',
    };
  }
  return {
    tag: 'Contato',
    who: `${headerSafe(row.name, 80)}: ${headerSafe(row.subject, 80)}`,
    fields: teamFields(table),
    intro: 'Nova mensagem de contato recebida pelo site.',
    file: 'messages',
  };
}

function shownValue(key: string, value: unknown): string {
  if (value == null) return '';
  if (key === 'received_at') return receivedAt(value);
  if (key === 'due_at') return day(value);
  if (key === 'request_type') return PRIVACY_RIGHT[String(value)] ?? String(value);
  return String(value);
}

export function composeEmail(table: Table, row: Row, origin?: string): TeamEmail {
  const { tag, who, fields, intro, file } = describe(table, row);
  const shown = fields
    .concat(TRACKING_FIELDS)
    .map(([key, label]) => [label, shownValue(key, row[key])] as const)
    .filter(([label, value]) => value !== '' && !(label === 'Telefone (E.164)' && value === String(row.phone)));
  const since = String(row.received_at ?? '').slice(0, 10);
  const exportUrl = origin ? `${origin}/api/export/${file}.csv${since ? `?since=${since}` : ''}` : undefined;
  const replyTo = plainAddress(row.email);

  const text = [
    intro,
    '',
    ...shown.map(([label, value]) => `${label}: ${value.includes('\n') ? `\n${value}` : value}`),
    '',
    replyTo ? 'Responda a este e-mail para escrever diretamente ao contato.' : '',
    exportUrl ? `Planilha (CSV) com os registros do dia: ${exportUrl} (requer o token de exportação)` : '',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');

  const rows = shown
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">',
    `<p>${escapeHtml(intro)}</p>`,
    `<table cellspacing="0" cellpadding="0">${rows}</table>`,
    replyTo ? '<p>Responda a este e-mail para escrever diretamente ao contato.</p>' : '',
    exportUrl ? `<p><a href="${escapeHtml(exportUrl)}">Planilha (CSV) com os registros do dia</a> (requer o token de exportação)</p>` : '',
    '</body></html>',
  ].join('');

  return { subject: headerSafe(`[${tag}] ${who}`, 160), text, html, replyTo };
}

/**
 * The submission's idempotency key where a mail client reads it. Cloudflare's Email Service sets
 * the Message-ID itself (a sender cannot derive it from the key, as a mail server's duplicate
 * filter would need), so the key rides in X-Lead-Key, and in References as a thread root: a copy
 * sent again (src/leads/README.md: at least once) lands in the same conversation as the first, not as a
 * new lead.
 */
export function idempotencyHeaders(row: Row, origin?: string): Record<string, string> {
  const key = String(row.idempotency_key ?? '');
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) return {};
  const host = (origin && URL.canParse(origin) && new URL(origin).hostname) || 'site.invalid';
  return { 'X-Lead-Key': key, References: `<lead.${key}@${host}>` };
}

export async function sendEmail(target: EmailTarget, table: Table, row: Row): Promise<Outcome> {
  const mail = composeEmail(table, row, target.origin);
  try {
    await target.binding.send({
      from: target.from,
      to: target.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: idempotencyHeaders(row, target.origin),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    });
    return { ok: true };
  } catch (err) {
    return outcomeOfError(err);
  }
}
