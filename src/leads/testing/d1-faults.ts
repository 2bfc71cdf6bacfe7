// Bindings that fail where a test says, and bindings that count what they cost: the fault and quota
// tests of the lead pipeline (test/worker/forms-d1-failure.test.ts, pipeline-*.test.ts).
import { env } from 'cloudflare:test';

/** Decides whether a D1 call fails: its SQL (a batch's, joined with ";\n") and its number from 1. */
export type Fail = (sql: string, call: number) => Error | null;

/** What D1 answers when its connection drops (a transient error: retried, and the move waits). */
export const transient = () => new Error('D1_ERROR: Network connection lost.');
/** The statement (or batch) that stores a submission: a batch may open with the lead's count (src/leads/storage/store.ts). */
export const INSERT = /(?:^|;\n)\s*INSERT INTO (leads|contact_messages|privacy_requests)\b/i;

/**
 * LEADS_DB, throwing where `fail` says: each execution (first, run, all, raw, a batch) is one
 * call, numbered from 1 across the binding's life. `commitThenThrow`: the failing call is carried
 * out first and its answer lost, as when a connection drops after the write.
 */
export function faultyD1(fail: Fail, { commitThenThrow = false } = {}): { db: D1Database; calls: () => number } {
  const real = env.LEADS_DB;
  let calls = 0;
  const inner = new WeakMap<object, D1PreparedStatement>();
  const sqlOf = new WeakMap<object, string>();
  const wrap = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        if (prop === 'bind') return (...args: unknown[]) => wrap(target.bind(...args), sql);
        if (prop === 'first' || prop === 'run' || prop === 'all' || prop === 'raw') {
          return async (...args: unknown[]) => {
            const error = fail(sql, ++calls);
            if (error && !commitThenThrow) throw error;
            const result = await (Reflect.get(target, prop) as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            if (error) throw error;
            return result;
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    inner.set(proxy, stmt);
    sqlOf.set(proxy, sql);
    return proxy;
  };
  const db = new Proxy(real, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
      if (prop === 'batch')
        return async (statements: D1PreparedStatement[]) => {
          const error = fail(statements.map((s) => sqlOf.get(s) ?? '').join(';\n'), ++calls);
          if (error && !commitThenThrow) throw error;
          const result = await target.batch(statements.map((s) => inner.get(s) ?? s));
          if (error) throw error;
          return result;
        };
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, calls: () => calls };
}

/** The parking namespace, every call failing (KV down, or its daily writes spent). */
export function faultyKv(): KVNamespace {
  return new Proxy(env.PARKED_SUBMISSIONS, {
    get: () => () => Promise.reject(new Error('KV PUT failed: 503 Service Unavailable')),
  });
}

/** The parking namespace, counting the calls of one of its methods (a KV quota: puts, lists). */
export function countingKv(method: 'get' | 'put' | 'list' | 'delete'): { kv: KVNamespace; count: () => number } {
  let calls = 0;
  const kv = new Proxy(env.PARKED_SUBMISSIONS, {
    get(target, prop) {
      if (prop === method) calls++;
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { kv, count: () => calls };
}

/** LEADS_DB, adding up the rows D1 reports read and written (its free plan's daily quotas), and the calls. */
export function meteredD1(): { db: D1Database; rows: { read: number; written: number; calls: number } } {
  const rows = { read: 0, written: 0, calls: 0 };
  const add = (result: unknown) => {
    for (const r of Array.isArray(result) ? result : [result]) {
      const meta = (r as { meta?: { rows_read?: number; rows_written?: number } } | null)?.meta;
      rows.read += meta?.rows_read ?? 0;
      rows.written += meta?.rows_written ?? 0;
    }
    return result;
  };
  const inner = new WeakMap<object, D1PreparedStatement>();
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        if (prop === 'bind') return (...args: unknown[]) => wrap(target.bind(...args));
        // first() answers the row without meta: run it as all() to read the meta, then answer the row.
        if (prop === 'first')
          return async (column?: string) => {
            rows.calls++;
            const result = add(await target.all()) as D1Result<Record<string, unknown>>;
            const row = result.results[0] ?? null;
            return column === undefined || row === null ? row : row[column];
          };
        if (prop === 'run' || prop === 'all')
          return async () => {
            rows.calls++;
            return add(await (Reflect.get(target, prop) as () => Promise<unknown>).apply(target));
          };
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    inner.set(proxy, stmt);
    return proxy;
  };
  const db = new Proxy(env.LEADS_DB, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql));
      if (prop === 'batch')
        return async (statements: D1PreparedStatement[]) => {
          rows.calls++;
          return add(await target.batch(statements.map((s) => inner.get(s) ?? s)));
        };
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, rows };
}
