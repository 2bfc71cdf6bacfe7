// Where a streamed render's GC tail in Node comes from, on React alone (none of the app): the
// young-generation scavenges met by the same kind of work shaped five ways, each run twice, in a
// tight loop of awaits that never yields to the event loop and in a loop that turns it once
// between iterations (a setImmediate), as a server's loop does between requests:
//   react-response  a static 300-element tree through React's renderToReadableStream, read
//                   through a Response (what the baseline row of the render bench does)
//   react-direct    the same stream read directly, no Response
//   react-string    the same tree through renderToString: React without its streaming path
//   stream          a Node web stream of 40 encoded chunks, no React
//   objects         ~3,000 short-lived objects per iteration, no stream
// Each mode and loop runs in a fresh process with NODE_ENV=production (heaps do not mix; React is
// its production build), 300 warm-up iterations, then 2,000 measured; prints the scavenges seen,
// their median and maximum pause, and the timers still pending after the measured loop.
//
// What it shows: each React stream render schedules one timer (startWork's early-preloads
// callback, a setImmediate in the node build) that holds its whole request until it fires. In the
// tight loop none fires, every render's state stays alive, V8 pretenures React's allocation sites
// on that survival, and each scavenge copies megabytes (pauses of several ms); with one turn per
// iteration they fire, the state dies young and scavenges are a fraction of a millisecond.
// renderToString schedules nothing and meets short scavenges either way.
//
//   node scripts/gc-probe.mjs [mode …]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PerformanceObserver } from 'node:perf_hooks';
import { createElement as h } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server.node';

const MODES = ['react-response', 'react-direct', 'react-string', 'stream', 'objects'];

async function iteration(mode) {
  if (mode === 'objects') {
    const a = [];
    for (let j = 0; j < 3000; j++) a.push({ a: j, s: 'x' + j, o: [j] });
    await null;
    return;
  }
  if (mode === 'stream') {
    const enc = new TextEncoder();
    const s = new ReadableStream({
      async pull(c) {
        for (let i = 0; i < 40; i++) {
          c.enqueue(enc.encode('x'.repeat(300) + i));
          await null;
        }
        c.close();
      },
    });
    const r = s.getReader();
    while (!(await r.read()).done);
    return;
  }
  const tree = h(
    'main',
    null,
    Array.from({ length: 300 }, (_, i) => h('p', { key: i, className: `p${i}` }, 'Lean Digital ', i)),
  );
  if (mode === 'react-string') {
    renderToString(tree);
    await null;
    return;
  }
  const stream = await renderToReadableStream(tree);
  if (mode === 'react-response') {
    await new Response(stream, { headers: { 'content-type': 'text/html' } }).arrayBuffer();
    return;
  }
  const reader = stream.getReader();
  while (!(await reader.read()).done);
}

async function measure(mode, loop) {
  const turn = () => (loop === 'turn' ? new Promise((resolve) => setImmediate(resolve)) : null);
  for (let i = 0; i < 300; i++) {
    await iteration(mode);
    await turn();
  }
  const pauses = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.detail?.kind === 1) pauses.push(e.duration);
  });
  observer.observe({ entryTypes: ['gc'] });
  for (let i = 0; i < 2000; i++) {
    await iteration(mode);
    await turn();
  }
  const pendingTimers = process.getActiveResourcesInfo().filter((r) => r === 'Immediate' || r === 'Timeout').length;
  await new Promise((r) => setTimeout(r, 100));
  observer.disconnect();
  pauses.sort((a, b) => a - b);
  const ms = (n) => (n === undefined ? '–' : n.toFixed(2));
  return { mode, loop, scavenges: pauses.length, p50: ms(pauses[pauses.length >> 1]), max: ms(pauses.at(-1)), pendingTimers };
}

if (process.argv[2] === '--child') {
  console.log(JSON.stringify(await measure(process.argv[3], process.argv[4])));
} else {
  const modes = process.argv.slice(2).length ? process.argv.slice(2) : MODES;
  console.log('| mode | loop | scavenges | pause p50 ms | pause max ms | timers pending after the loop |\n|---|---|---:|---:|---:|---:|');
  for (const mode of modes) {
    for (const loop of ['tight', 'turn']) {
      const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', mode, loop], {
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (child.status !== 0) throw new Error(child.stderr);
      const r = JSON.parse(child.stdout.trim().split('\n').at(-1));
      console.log(`| ${r.mode} | ${r.loop} | ${r.scavenges} | ${r.p50} | ${r.max} | ${r.pendingTimers} |`);
    }
  }
}
