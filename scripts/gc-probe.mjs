// Where the render bench's GC tail comes from: young-generation scavenge pauses in Node for the
// same kind of work shaped five ways, none of the app:
//   react-response  a static 300-element tree through React's renderToReadableStream, read
//                   through a Response (what the baseline row of the render bench does)
//   react-direct    the same stream read directly, no Response
//   react-string    the same tree through renderToString: React without its streaming path
//   stream          a Node web stream of 40 encoded chunks, no React
//   objects         ~3,000 short-lived objects per iteration, no stream
// Each mode runs in a fresh process with NODE_ENV=production (heaps do not mix; React is its
// production build), 300 warm-up iterations, then 2,000 measured; prints the scavenges seen and
// their median and maximum pause.
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
  const tree = h('main', null, Array.from({ length: 300 }, (_, i) => h('p', { key: i, className: `p${i}` }, 'Lean Digital ', i)));
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

async function measure(mode) {
  for (let i = 0; i < 300; i++) await iteration(mode);
  const pauses = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.detail?.kind === 1) pauses.push(e.duration);
  });
  observer.observe({ entryTypes: ['gc'] });
  for (let i = 0; i < 2000; i++) await iteration(mode);
  await new Promise((r) => setTimeout(r, 100));
  observer.disconnect();
  pauses.sort((a, b) => a - b);
  const ms = (n) => (n === undefined ? '–' : n.toFixed(2));
  return { mode, scavenges: pauses.length, p50: ms(pauses[pauses.length >> 1]), max: ms(pauses.at(-1)) };
}

if (process.argv[2] === '--child') {
  console.log(JSON.stringify(await measure(process.argv[3])));
} else {
  const modes = process.argv.slice(2).length ? process.argv.slice(2) : MODES;
  console.log('| mode | scavenges | pause p50 ms | pause max ms |\n|---|---:|---:|---:|');
  for (const mode of modes) {
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', mode], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    if (child.status !== 0) throw new Error(child.stderr);
    const r = JSON.parse(child.stdout.trim().split('\n').at(-1));
    console.log(`| ${r.mode} | ${r.scavenges} | ${r.p50} | ${r.max} |`);
  }
}
