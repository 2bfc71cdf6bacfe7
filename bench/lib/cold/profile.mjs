// The V8 CPU profiler of workerd's inspector for the cold bench (bench/lib/cold.mjs): a minimal
// DevTools client, a profile of one step, and what a profile says (active time, top frames); the
// figures' statistics.
import path from 'node:path';

export const SAMPLING_US = 100;
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
export const p90 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];

/** Minimal DevTools protocol client over workerd's inspector WebSocket. */
export async function inspector(url) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error(`inspector unreachable: ${url}`));
  });
  let id = 0;
  const waiting = new Map();
  ws.onmessage = (ev) => {
    const msg = JSON.parse(typeof ev.data === 'string' ? ev.data : Buffer.from(ev.data).toString());
    if (msg.id !== undefined && waiting.has(msg.id)) {
      waiting.get(msg.id)(msg);
      waiting.delete(msg.id);
    }
  };
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const n = ++id;
      waiting.set(n, (msg) => (msg.error ? reject(new Error(`${method}: ${msg.error.message}`)) : resolve(msg.result)));
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  return { send, close: () => ws.close() };
}

/** Active (non-idle) and GC time of a V8 CPU profile, in ms. */
export function summarizeProfile(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  let sampled = 0;
  let idle = 0;
  let gc = 0;
  for (const [i, dt] of (profile.timeDeltas ?? []).entries()) {
    sampled += dt;
    const fn = nodes.get(profile.samples[i])?.callFrame.functionName;
    if (fn === '(idle)') idle += dt;
    else if (fn === '(garbage collector)') gc += dt;
  }
  return { activeMs: (sampled - idle) / 1000, gcMs: gc / 1000 };
}

/** Self time per top-level frame (URL:function) of a profile: what start-up spends its time on. */
export function topFrames(profile, limit = 15) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (const [i, dt] of (profile.timeDeltas ?? []).entries()) {
    const f = nodes.get(profile.samples[i])?.callFrame;
    if (!f || f.functionName === '(idle)') continue;
    const key = `${f.functionName || '(anonymous)'} ${f.url ? path.basename(f.url) : ''}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt / 1000);
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([frame, ms]) => ({ frame, ms: round(ms, 2) }));
}

/** The profile of `run` (one step of a worker). */
export async function profiled(client, run) {
  await client.send('Profiler.start');
  await run();
  const { profile } = await client.send('Profiler.stop');
  return profile;
}
