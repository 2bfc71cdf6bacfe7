// What a development server lets a request or a var change about the bindings it sees: a few
// vars per request (the `x-dev-vars` header) and failing storage (DEV_FAULTS), so one local server
// shows the analytics banner or the forms' fallbacks to the browser tests that ask. Honoured only
// when ENVIRONMENT is "development" (src/deployment.ts): production, staging and an unset
// ENVIRONMENT ignore both.
import { environmentOf } from '../deployment';
import type { Bindings } from '../env';
import { DEV_VARS, DEV_VARS_HEADER } from './vars';

type DevVar = (typeof DEV_VARS)[number];
type DevBindings = Pick<Bindings, 'ENVIRONMENT' | DevVar | 'LEADS_DB' | 'PARKED_SUBMISSIONS'>;

/**
 * The bindings a request sees. In development, a request may set the vars of `DEV_VARS` for
 * itself with `x-dev-vars: GA_MEASUREMENT_ID=G-TEST; DEV_FAULTS=d1,parked` (names outside the
 * list are ignored), so one local server shows the analytics banner or failing storage to the
 * browser tests that ask while serving every other request as configured; then `DEV_FAULTS`
 * applies (`withDevFaults`). Production, staging and an unset ENVIRONMENT ignore the header.
 */
export function forRequest<E extends DevBindings>(env: E, request: Request): E {
  return environmentOf(env) === 'development' ? devView(env, request.headers.get(DEV_VARS_HEADER) ?? '') : env;
}

/**
 * Fault injection for trying the forms' fallbacks by hand and in the browser tests, honoured only
 * when ENVIRONMENT is "development" (production, staging and an unset ENVIRONMENT ignore it):
 * `DEV_FAULTS` lists what fails on every call, `d1` (LEADS_DB) and/or `parked`
 * (PARKED_SUBMISSIONS), e.g. `npm start -- --var DEV_FAULTS:d1,parked` (or per request, with the
 * `x-dev-vars` header of `forRequest`).
 */
export function withDevFaults<E extends DevBindings>(env: E): E {
  return environmentOf(env) === 'development' ? devView(env, '') : env;
}

/**
 * `env` with the vars `header` sets and the faults DEV_FAULTS names, or `env` itself when there
 * are none. The same bindings object comes back for the same env and header, so what is kept per
 * bindings object (the HTML cache, prerendered subtrees) is kept per setting and never mixes
 * them; a view is returned as it is (a page rendered again from a request's bindings).
 */
function devView<E extends DevBindings>(env: E, header: string): E {
  if (views.has(env)) return env;
  let byHeader = derived.get(env);
  let view = byHeader?.get(header) as E | undefined;
  if (view) return view;
  const set: Partial<Record<DevVar, string>> = {};
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    if (at > 0 && (DEV_VARS as readonly string[]).includes(name)) set[name as DevVar] = pair.slice(at + 1).trim();
  }
  const faults = (set.DEV_FAULTS ?? env.DEV_FAULTS ?? '').split(',').map((f) => f.trim());
  if (Object.keys(set).length === 0 && !faults.some(Boolean)) return env;
  view = {
    ...env,
    ...set,
    ...(faults.includes('d1') ? { LEADS_DB: failing<D1Database>('D1_ERROR: no such table: leads: SQLITE_ERROR (DEV_FAULTS)') } : {}),
    ...(faults.includes('parked')
      ? { PARKED_SUBMISSIONS: failing<KVNamespace>('KV PUT failed: 500 Internal Server Error (DEV_FAULTS)') }
      : {}),
  };
  if (!byHeader) derived.set(env, (byHeader = new Map()));
  // A few settings at a time in practice; a client sending many cannot grow this without bound.
  if (byHeader.size >= 16) byHeader.clear();
  byHeader.set(header, view);
  views.add(view);
  return view;
}

const derived = new WeakMap<object, Map<string, object>>();
const views = new WeakSet<object>();

/** A binding whose every method throws `message`. */
function failing<T extends object>(message: string): T {
  return new Proxy({} as T, {
    get: (_target, prop) =>
      prop === 'then'
        ? undefined
        : () => {
            throw new Error(message);
          },
  });
}
