// The load test's instruments (scripts/load-test.mjs): autocannon phases, the worker isolate's
// JS heap through workerd's DevTools endpoint, workerd's resident memory over time.
import autocannon from 'autocannon';
import { rssKb } from '../../bench/lib/prod-server.mjs';

/** How often the resident memory (and the heap's used size) is sampled. */
export const SAMPLE_MS = 2000;

export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : undefined;
}

/** Least-squares slope of RSS (KB) over time (s): KB per second. */
function slope(points) {
  if (points.length < 2) return 0;
  const n = points.length;
  const mx = points.reduce((a, p) => a + p.t, 0) / n;
  const my = points.reduce((a, p) => a + p.kb, 0) / n;
  const num = points.reduce((a, p) => a + (p.t - mx) * (p.kb - my), 0);
  const den = points.reduce((a, p) => a + (p.t - mx) ** 2, 0);
  return den ? num / den : 0;
}

/** A free TCP port on loopback (for workerd's inspector). */
export async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.once('error', reject);
  });
}

/**
 * The worker isolate's own JS heap, read through workerd's DevTools endpoint: `usedBytes()` is
 * V8's used size as it stands (garbage included), `liveBytes()` the used size right after a heap
 * snapshot, which V8 starts with a full garbage collection (its chunks are read and dropped). The
 * isolate's heap is what the 128 MB limit of a Worker counts. Returns undefined when the endpoint
 * cannot be reached (the figures then omit it).
 */
export async function workerHeap(port, target = 'core:user:lean-digital-site') {
  try {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/${target}`);
    await new Promise((resolve, reject) => {
      ws.onopen = resolve;
      ws.onerror = () => reject(new Error('inspector unreachable'));
    });
    let id = 0;
    const pending = new Map();
    ws.onmessage = (e) => {
      const msg = JSON.parse(e.data);
      if (!msg.id) return; // snapshot chunks and other events
      pending.get(msg.id)?.(msg);
      pending.delete(msg.id);
    };
    const call = (method, timeoutMs) =>
      new Promise((resolve) => {
        const n = ++id;
        pending.set(n, resolve);
        ws.send(JSON.stringify({ id: n, method, params: {} }));
        setTimeout(() => pending.delete(n) && resolve(undefined), timeoutMs);
      });
    const usedBytes = async () => (await call('Runtime.getHeapUsage', 1500))?.result?.usedSize;
    // workerd answers the snapshot with a bare {id} once its last chunk is sent.
    const liveBytes = async () => {
      const done = await call('HeapProfiler.takeHeapSnapshot', 30_000);
      return done && !done.error ? usedBytes() : undefined;
    };
    return { usedBytes, liveBytes, close: () => ws.close() };
  } catch {
    return undefined;
  }
}

/** Runs autocannon for `seconds` on `connections` with `requests`, each response passed to `onResponse`. */
export async function loadPhase({ url, seconds, connections, requests, onResponse }) {
  const instance = autocannon({ url, connections, duration: seconds, timeout: 10, requests });
  // Emitted before the client moves on, so currentRequest is the one answered (no pipelining).
  instance.on('response', (client, statusCode, _bytes, responseTime) => {
    const req = client.requestIterator?.currentRequest ?? client.requestIterator?.reqDefaults;
    onResponse(`${req?.method ?? '?'} ${req?.path ?? '?'}`, statusCode, responseTime);
  });
  return new Promise((resolve, reject) => {
    instance.once('done', resolve);
    instance.once('error', reject);
  });
}

/** workerd's resident memory (KB, all its processes) every SAMPLE_MS, as {t, kb} points. */
export function rssSampler(pids) {
  const samples = [];
  const t0 = Date.now();
  const sample = () => samples.push({ t: (Date.now() - t0) / 1000, kb: pids.reduce((n, pid) => n + (rssKb(pid) ?? 0), 0) });
  sample();
  let timer = setInterval(sample, SAMPLE_MS);
  const stop = () => {
    // the last reading, once
    if (timer) {
      clearInterval(timer);
      sample();
      timer = undefined;
    }
    return samples;
  };
  return { samples, t0, stop };
}

export const mb = (kb) => Math.round(kb / 102.4) / 10;

/** Start, after warm-up (`warmupS`), max, end and growth after warm-up of RSS samples, in MB. */
export function rssFigures(samples, warmupS) {
  const afterWarmup = samples.filter((p) => p.t >= warmupS);
  const warm = afterWarmup[0] ?? samples[0];
  const last = samples[samples.length - 1];
  return {
    startMb: mb(samples[0].kb),
    afterWarmupMb: mb(warm.kb),
    maxMb: mb(Math.max(...samples.map((p) => p.kb))),
    endMb: mb(last.kb),
    growthAfterWarmupMb: mb(last.kb - warm.kb),
    slopeAfterWarmupKbPerMin: Math.round(slope(afterWarmup) * 60),
    samples,
  };
}
