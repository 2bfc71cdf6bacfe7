// Structured logs: one JSON object per event, one line each, so Workers Logs (and `wrangler
// tail`, Logpush) can filter by field. Every line carries the level and the event name; inside a
// request it also carries that request's reference (`cf-ray`, the one shown on the error page),
// method and path, without any call site passing them along.
//
// Never log personal data: no names, e-mails, phones, free text typed by a visitor, IPs or query
// strings. Log ids, counts, reasons and placements instead. test/worker/logs.test.ts checks it.
import { AsyncLocalStorage } from 'node:async_hooks';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Field values a log line may carry: flat, JSON-safe, nothing a visitor typed. */
export type LogValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[]
  | Readonly<Record<string, string | number>>;
export type LogFields = Record<string, LogValue>;

/** What every line of one request (or one scheduled run) shares. */
export interface LogScope {
  /** The request's cf-ray, or a unique id when there is none (local, tests, a cron run). */
  ray: string;
  /** `GET /pt/blog` (path only: a query string may hold what a visitor typed), or `scheduled`. */
  route: string;
  /** Date.now() when the request started. */
  start: number;
  /** Why this request failed, for its closing 5xx line (set by the error handler). */
  cause?: string;
  stack?: string;
}

/**
 * One store per isolate, whichever copy of this module asks: the worker's lazy modules
 * (src/lazy.ts) are bundled apart from the main one, each with its own copy of this file, and
 * their lines must carry the request's reference too.
 */
const scopes: AsyncLocalStorage<LogScope> = ((globalThis as Record<symbol, unknown>)[Symbol.for('site.log-scopes')] ??=
  new AsyncLocalStorage<LogScope>()) as AsyncLocalStorage<LogScope>;

/** Runs `fn` with `scope` attached to every line it logs (awaited work included). */
export function withLogScope<T>(scope: LogScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

export function currentLogScope(): LogScope | undefined {
  return scopes.getStore();
}

/** The reference of a request: Cloudflare's cf-ray (what Workers Logs records), else a fresh id. */
export function requestReference(headers: Headers): string {
  const ray = headers.get('cf-ray')?.trim();
  return ray && /^[\w-]{1,64}$/.test(ray) ? ray : crypto.randomUUID();
}

/** Path of a URL for a log line: no query string, no fragment, at most 200 characters. */
export function logPath(url: string): string {
  try {
    return new URL(url).pathname.slice(0, 200);
  } catch {
    return '?';
  }
}

const WRITE: Record<LogLevel, (line: string) => void> = {
  // Through the console's own levels, so Workers Logs' level filter matches the line's `level`.
  debug: (line) => console.debug(line),
  info: (line) => console.info(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

export function log(level: LogLevel, event: string, fields: LogFields = {}): void {
  const scope = scopes.getStore();
  const line: Record<string, unknown> = { level, event };
  if (scope) {
    line['cf-ray'] = scope.ray;
    line.route = scope.route;
  }
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) line[key] = value;
  WRITE[level](JSON.stringify(line));
}

/**
 * Records why the current request is failing (a 5xx it answers on purpose, such as a 503 while
 * the CMS is down): the request's closing line carries it as `cause`.
 */
export function failedBecause(cause: string, error?: unknown): void {
  const scope = scopes.getStore();
  if (!scope) return;
  scope.cause = cause.slice(0, 300);
  if (error !== undefined) scope.stack = shortStack(error);
}

/** `Name: message` of anything thrown, cut short (messages never carry visitor input here). */
export function errorCause(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  return String(error).slice(0, 300);
}

/** The first frames of a stack: enough to find the line, without flooding the log. */
export function shortStack(error: unknown): string | undefined {
  return error instanceof Error && error.stack
    ? error.stack
        .split('\n')
        .slice(1, 6)
        .map((l) => l.trim())
        .join(' | ')
    : undefined;
}

export const logger = {
  debug: (event: string, fields?: LogFields) => log('debug', event, fields),
  info: (event: string, fields?: LogFields) => log('info', event, fields),
  warn: (event: string, fields?: LogFields) => log('warn', event, fields),
  error: (event: string, fields?: LogFields) => log('error', event, fields),
};
