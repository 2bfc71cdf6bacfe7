// Leak check: the seven routes served 3,100 times through the worker's fetch in Node, reporting the
// JS heap after a full GC every 300 requests (flat = nothing retained per request).
//   node --expose-gc scripts/heap-check.mjs [on|off]   (the edge HTML cache on or off)
import { buildNodeWorker, stubEnv } from './render-bench.mjs';
const routes = [
  '/',
  '/about',
  '/solutions/mes',
  '/blog',
  '/blog/lean-digital-tendencias-para-2027',
  '/contact',
  '/diagnostico-lean-digital-gratuito',
];
const mode = process.argv[2] ?? 'on';
const { mod, cleanup } = await buildNodeWorker();
const env = { ...(await stubEnv()), HTML_CACHE: mode };
const handler = mod.default.fetch;
const pending = [];
const ctx = { waitUntil: (p) => void pending.push(p), passThroughOnException() {}, props: {} };
const heap = () => {
  global.gc();
  global.gc();
  return (process.memoryUsage().heapUsed / 1048576).toFixed(1);
};
for (let round = 0; round <= 10; round++) {
  for (let i = 0; i < (round === 0 ? 100 : 300); i++) {
    const route = routes[i % routes.length];
    const res = await handler(new Request('https://www.example.com' + route, { headers: { 'accept-language': 'pt-BR' } }), env, ctx);
    await res.arrayBuffer();
    if (pending.length) await Promise.all(pending.splice(0));
  }
  console.log(`cache ${mode} round ${round}: heapUsed after GC ${heap()} MB`);
}
await cleanup();
