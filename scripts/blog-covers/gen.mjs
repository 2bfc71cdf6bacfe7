// Generates abstract, brand-consistent SVG covers (1600x1000) for the embedded blog articles.
import { writeFileSync } from 'node:fs';

const W = 1600,
  H = 1000;
const C = { n0: '#0b2a4a', n1: '#0f3a66', n2: '#134b85', steel: '#2474c9', amber: '#f59e0b', white: '#ffffff', sky: '#7fb2ea' };

// deterministic PRNG
function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 4294967296;
}

const f = (n) => Math.round(n * 10) / 10;
const pts = (arr) => arr.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');

function background({ angle = 135, glow = [1150, 300], glow2 = null, grid = 'lines' } = {}) {
  const rad = (angle * Math.PI) / 180;
  const x2 = 50 + Math.cos(rad) * 50,
    y2 = 50 + Math.sin(rad) * 50;
  const x1 = 100 - x2,
    y1 = 100 - y2;
  let s = `<defs>
  <linearGradient id="bg" x1="${f(x1)}%" y1="${f(y1)}%" x2="${f(x2)}%" y2="${f(y2)}%">
    <stop offset="0" stop-color="${C.n0}"/><stop offset="0.55" stop-color="${C.n1}"/><stop offset="1" stop-color="${C.n2}"/>
  </linearGradient>
  <radialGradient id="glow" cx="${glow[0]}" cy="${glow[1]}" r="620" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="${C.steel}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.steel}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="glowA" cx="${glow2 ? glow2[0] : 0}" cy="${glow2 ? glow2[1] : 0}" r="420" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="${C.amber}" stop-opacity="0.28"/><stop offset="1" stop-color="${C.amber}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="steelV" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.steel}" stop-opacity="0.95"/><stop offset="1" stop-color="${C.steel}" stop-opacity="0.25"/>
  </linearGradient>
  <linearGradient id="amberV" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.amber}"/><stop offset="1" stop-color="#d97706"/>
  </linearGradient>
  <linearGradient id="whiteFade" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="areaFill" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.steel}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.steel}" stop-opacity="0"/>
  </linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>`;
  if (glow2) s += `<rect width="${W}" height="${H}" fill="url(#glowA)"/>`;
  if (grid === 'lines') {
    let g = '';
    for (let x = 0; x <= W; x += 80) g += `M${x} 0V${H}`;
    for (let y = 0; y <= H; y += 80) g += `M0 ${y}H${W}`;
    s += `<path d="${g}" stroke="#fff" stroke-opacity="0.045" stroke-width="1"/>`;
  } else if (grid === 'dots') {
    let g = '';
    for (let x = 40; x < W; x += 48) for (let y = 40; y < H; y += 48) g += `M${x} ${y}h0.01`;
    s += `<path d="${g}" stroke="#fff" stroke-opacity="0.12" stroke-width="3" stroke-linecap="round"/>`;
  }
  return s;
}

function wrap(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

function arc(cx, cy, r, a0, a1) {
  const p = (a) => [cx + r * Math.cos((a * Math.PI) / 180), cy + r * Math.sin((a * Math.PI) / 180)];
  const [x0, y0] = p(a0),
    [x1, y1] = p(a1);
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  return `M${f(x0)} ${f(y0)}A${r} ${r} 0 ${large} 1 ${f(x1)} ${f(y1)}`;
}

function gear(cx, cy, r, teeth, depth, attrs) {
  const out = [];
  for (let i = 0; i < teeth * 4; i++) {
    const a = (i / (teeth * 4)) * Math.PI * 2;
    const rr = i % 4 < 2 ? r : r - depth;
    out.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return `<polygon points="${pts(out)}" ${attrs}/><circle cx="${cx}" cy="${cy}" r="${f(r * 0.35)}" ${attrs}/>`;
}

// isometric projection
function isoF(ox, oy, s) {
  const c = Math.cos(Math.PI / 6),
    si = Math.sin(Math.PI / 6);
  return (x, y, z) => [ox + (x - y) * c * s, oy + (x + y) * si * s - z * s];
}
function isoBox(P, x, y, z, w, d, h, fills) {
  const top = [P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)];
  const left = [P(x, y + d, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x, y + d, z + h)];
  const right = [P(x + w, y, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x + w, y, z + h)];
  return `<polygon points="${pts(left)}" fill="${fills[1]}" ${fills[3] || ''}/><polygon points="${pts(right)}" fill="${fills[2]}" ${fills[3] || ''}/><polygon points="${pts(top)}" fill="${fills[0]}" ${fills[3] || ''}/>`;
}

const covers = {};

// 1 lean-manufacturing: OEE gauge (three arcs) + rising bars
covers['como-calcular-oee-na-pratica'] = () => {
  let s = background({ glow: [520, 500], glow2: [1250, 760] });
  const cx = 560,
    cy = 520;
  s += `<circle cx="${cx}" cy="${cy}" r="330" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="2"/>`;
  const rings = [
    [290, 0.88, C.white, 0.9],
    [235, 0.79, C.sky, 0.95],
    [180, 0.97, C.amber, 1],
  ];
  for (const [r, v, col, op] of rings) {
    s += `<path d="${arc(cx, cy, r, 135, 405)}" fill="none" stroke="#fff" stroke-opacity="0.1" stroke-width="34" stroke-linecap="round"/>`;
    s += `<path d="${arc(cx, cy, r, 135, 135 + 270 * v)}" fill="none" stroke="${col}" stroke-opacity="${op}" stroke-width="34" stroke-linecap="round"/>`;
  }
  // ticks
  for (let i = 0; i <= 27; i++) {
    const a = ((135 + i * 10) * Math.PI) / 180;
    const r0 = 330,
      r1 = i % 3 === 0 ? 352 : 342;
    s += `<line x1="${f(cx + r0 * Math.cos(a))}" y1="${f(cy + r0 * Math.sin(a))}" x2="${f(cx + r1 * Math.cos(a))}" y2="${f(cy + r1 * Math.sin(a))}" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`;
  }
  s += `<circle cx="${cx}" cy="${cy}" r="110" fill="${C.n0}" fill-opacity="0.6" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>`;
  s += `<path d="M${cx - 46} ${cy + 10}l30 30l62 -72" fill="none" stroke="${C.amber}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;
  // bars
  const hs = [180, 240, 210, 300, 360, 430];
  hs.forEach((h, i) => {
    const x = 1020 + i * 85;
    s += `<rect x="${x}" y="${820 - h}" width="52" height="${h}" rx="6" fill="${i === hs.length - 1 ? 'url(#amberV)' : 'url(#steelV)'}"/>`;
  });
  s += `<line x1="990" y1="822" x2="1540" y2="822" stroke="#fff" stroke-opacity="0.4" stroke-width="3"/>`;
  s += `<polyline points="${pts(hs.map((h, i) => [1046 + i * 85, 780 - h]))}" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="10 10" stroke-opacity="0.7"/>`;
  hs.forEach((h, i) => (s += `<circle cx="${1046 + i * 85}" cy="${780 - h}" r="9" fill="${i === hs.length - 1 ? C.amber : '#fff'}"/>`));
  return wrap(s);
};

// 2 lean-manufacturing: SMED stopwatch + shrinking setup blocks
covers['smed-troca-rapida-de-ferramentas'] = () => {
  let s = background({ angle: 45, glow: [1150, 420], grid: 'dots' });
  const cx = 1130,
    cy = 500,
    r = 260;
  s += `<circle cx="${cx}" cy="${cy}" r="${r + 30}" fill="${C.n0}" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.25" stroke-width="3"/>`;
  s += `<rect x="${cx - 34}" y="${cy - r - 88}" width="68" height="44" rx="8" fill="#fff" fill-opacity="0.85"/>`;
  s += `<rect x="${cx - 12}" y="${cy - r - 48}" width="24" height="24" fill="#fff" fill-opacity="0.85"/>`;
  for (let i = 0; i < 60; i++) {
    const a = (i * 6 * Math.PI) / 180;
    const r1 = i % 5 === 0 ? r - 36 : r - 16;
    s += `<line x1="${f(cx + r * Math.cos(a))}" y1="${f(cy + r * Math.sin(a))}" x2="${f(cx + r1 * Math.cos(a))}" y2="${f(cy + r1 * Math.sin(a))}" stroke="#fff" stroke-opacity="${i % 5 === 0 ? 0.8 : 0.3}" stroke-width="${i % 5 === 0 ? 5 : 2}"/>`;
  }
  s += `<path d="M${cx} ${cy}L${cx} ${cy - (r - 50)}${arc(cx, cy, r - 50, -90, 200).replace(/^M[^A]+/, '')}Z" fill="${C.steel}" fill-opacity="0.18"/>`;
  // sector swept (short time) amber
  s += `<path d="M${cx} ${cy}L${cx} ${cy - (r - 50)}${arc(cx, cy, r - 50, -90, -18).replace(/^M[^A]+/, '')}Z" fill="${C.amber}" fill-opacity="1"/>`;
  s += `<line x1="${cx}" y1="${cy}" x2="${f(cx + 190 * Math.cos((-18 * Math.PI) / 180))}" y2="${f(cy + 190 * Math.sin((-18 * Math.PI) / 180))}" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="16" fill="#fff"/>`;
  // setup bars shrinking (before -> after)
  const rows = [
    [560, 0.35],
    [430, 0.5],
    [300, 0.7],
    [170, 1],
  ];
  rows.forEach(([w, op], i) => {
    const y = 250 + i * 140;
    const internal = w * 0.55;
    s += `<rect x="110" y="${y}" width="${w}" height="70" rx="10" fill="${C.steel}" fill-opacity="${op * 0.9}"/>`;
    s += `<rect x="110" y="${y}" width="${f(internal * (i === 3 ? 0.6 : 1))}" height="70" rx="10" fill="${i === 3 ? C.amber : '#fff'}" fill-opacity="${i === 3 ? 1 : 0.22}"/>`;
  });
  return wrap(s);
};

// 3 industria-4-0: factory silhouette + IoT network above
covers['iot-no-chao-de-fabrica-por-onde-comecar'] = () => {
  let s = background({ angle: 100, glow: [800, 250] });
  const r = rng(7);
  const nodes = [];
  for (let i = 0; i < 26; i++) nodes.push([120 + r() * 1360, 90 + r() * 420]);
  let lines = '';
  nodes.forEach((a, i) => {
    nodes.forEach((b, j) => {
      if (j <= i) return;
      const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
      if (d < 260)
        lines += `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="#fff" stroke-opacity="${f(0.45 - d / 700)}" stroke-width="2"/>`;
    });
  });
  s += lines;
  nodes.forEach((n, i) => {
    const amber = i % 7 === 3;
    s += `<circle cx="${f(n[0])}" cy="${f(n[1])}" r="${amber ? 14 : 8}" fill="${amber ? C.amber : C.sky}"/>`;
    if (amber)
      s += `<circle cx="${f(n[0])}" cy="${f(n[1])}" r="30" fill="none" stroke="${C.amber}" stroke-opacity="0.5" stroke-width="3"/>`;
  });
  // vertical data links from machines to network
  const base = 700;
  [260, 560, 900, 1250].forEach((x, i) => {
    const target = nodes.reduce((best, n) => (Math.abs(n[0] - x) < Math.abs(best[0] - x) ? n : best));
    s += `<path d="M${x} ${base - 10}L${x} ${f(target[1] + 60)}L${f(target[0])} ${f(target[1])}" fill="none" stroke="${C.steel}" stroke-width="3" stroke-dasharray="8 8"/>`;
  });
  // factory sawtooth silhouette
  let d = `M0 ${H}L0 ${base + 40}`;
  for (let x = 0; x < W; x += 160) d += `L${x} ${base + 40}L${x + 160} ${base - 50}L${x + 160} ${base + 40}`;
  d += `L${W} ${H}Z`;
  s += `<path d="${d}" fill="${C.n0}" fill-opacity="0.92"/>`;
  s += `<rect x="1330" y="${base - 200}" width="46" height="250" fill="${C.n0}"/><rect x="1400" y="${base - 150}" width="36" height="200" fill="${C.n0}"/>`;
  for (let x = 40; x < W; x += 80)
    s += `<rect x="${x}" y="${base + 90}" width="40" height="26" rx="3" fill="${x % 400 === 120 ? C.amber : C.sky}" fill-opacity="${x % 400 === 120 ? 0.9 : 0.25}"/>`;
  s += `<rect x="0" y="${base + 40}" width="${W}" height="3" fill="${C.steel}" fill-opacity="0.8"/>`;
  return wrap(s);
};

// 4 industria-4-0: predictive maintenance, gear + vibration signal with threshold
covers['manutencao-preditiva-com-dados-de-sensores'] = () => {
  let s = background({ angle: 160, glow: [330, 520], glow2: [1260, 360] });
  s += gear(330, 520, 210, 14, 34, `fill="${C.steel}" fill-opacity="0.35" stroke="#fff" stroke-opacity="0.5" stroke-width="3"`);
  s += gear(560, 300, 110, 10, 24, `fill="${C.steel}" fill-opacity="0.2" stroke="#fff" stroke-opacity="0.35" stroke-width="3"`);
  // sensor on gear
  s += `<rect x="486" y="600" width="60" height="40" rx="8" fill="${C.amber}"/>`;
  for (let k = 1; k <= 3; k++)
    s += `<path d="${arc(516, 600, 26 * k + 10, -150, -30)}" fill="none" stroke="${C.amber}" stroke-opacity="${1 - k * 0.25}" stroke-width="5" stroke-linecap="round"/>`;
  // signal
  const r = rng(11);
  const p = [];
  for (let x = 640; x <= 1540; x += 6) {
    const t = (x - 640) / 900;
    const amp = 40 + (t > 0.72 ? (t - 0.72) * 900 : 0);
    p.push([x, 520 + Math.sin(x / 14) * amp * (0.6 + r() * 0.5)]);
  }
  s += `<polyline points="${pts(p)}" fill="none" stroke="${C.sky}" stroke-width="4" stroke-linejoin="round"/>`;
  s += `<line x1="640" y1="380" x2="1540" y2="380" stroke="${C.amber}" stroke-width="3" stroke-dasharray="14 10"/>`;
  s += `<line x1="640" y1="660" x2="1540" y2="660" stroke="${C.amber}" stroke-width="3" stroke-dasharray="14 10"/>`;
  s += `<rect x="1290" y="330" width="250" height="380" fill="${C.amber}" fill-opacity="0.1" stroke="${C.amber}" stroke-opacity="0.6" stroke-width="2"/>`;
  s += `<line x1="640" y1="800" x2="1540" y2="800" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/>`;
  for (let x = 640; x <= 1540; x += 90)
    s += `<line x1="${x}" y1="800" x2="${x}" y2="815" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/>`;
  return wrap(s);
};

// 5 transformacao-digital: three isometric layers (ERP/APS/MES) with connectors
covers['erp-aps-e-mes-quem-faz-o-que'] = () => {
  let s = background({ angle: 120, glow: [800, 480] });
  const P = isoF(800, 330, 0.8);
  const layer = (z, fill, op, stroke) => {
    const q = [P(-330, -330, z), P(330, -330, z), P(330, 330, z), P(-330, 330, z)];
    return `<polygon points="${pts(q)}" fill="${fill}" fill-opacity="${op}" stroke="${stroke}" stroke-width="3" stroke-opacity="0.8"/>`;
  };
  // connectors
  let conn = '';
  for (const [x, y] of [
    [-200, -120],
    [150, -200],
    [0, 150],
    [220, 120],
    [-150, 200],
  ]) {
    const a = P(x, y, 0),
      b = P(x, y, -420);
    conn += `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="#fff" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="6 8"/>`;
  }
  s += layer(-420, C.n0, 0.7, C.steel);
  // MES layer content: machines
  for (let i = 0; i < 4; i++) s += isoBox(P, -260 + i * 140, -60, -420, 90, 90, 60, [C.sky, C.steel, C.n2, 'fill-opacity="0.9"']);
  s += layer(-210, C.steel, 0.25, C.sky);
  // APS content: gantt bars
  [
    [-280, -250, 300],
    [-200, -130, 380],
    [-120, -10, 240],
    [-40, 110, 420],
  ].forEach(([x, y, w], i) => {
    const q = [P(x, y, -210), P(x + w, y, -210), P(x + w, y + 60, -210), P(x, y + 60, -210)];
    s += `<polygon points="${pts(q)}" fill="${i === 2 ? C.amber : '#fff'}" fill-opacity="${i === 2 ? 0.95 : 0.45}"/>`;
  });
  s += conn;
  s += layer(0, C.n2, 0.55, '#fff');
  // ERP content: grid tiles
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) {
      const x = -280 + i * 145,
        y = -280 + j * 145;
      const q = [P(x, y, 0), P(x + 110, y, 0), P(x + 110, y + 110, 0), P(x, y + 110, 0)];
      s += `<polygon points="${pts(q)}" fill="#fff" fill-opacity="${(i + j) % 3 === 0 ? 0.35 : 0.12}"/>`;
    }
  return wrap(s);
};

// 6 transformacao-digital: diagnostic magnifier over process flow
covers['diagnostico-lean-digital-por-onde-comecar'] = () => {
  let s = background({ angle: 200, glow: [980, 460], glow2: [980, 460], grid: 'dots' });
  const y = 500;
  const xs = [150, 420, 690, 960, 1230];
  xs.forEach((x, i) => {
    s += `<rect x="${x}" y="${y - 70}" width="200" height="140" rx="16" fill="${C.n0}" fill-opacity="0.55" stroke="#fff" stroke-opacity="0.45" stroke-width="3"/>`;
    s += `<rect x="${x + 24}" y="${y - 40}" width="${110 - i * 8}" height="14" rx="7" fill="#fff" fill-opacity="0.6"/>`;
    s += `<rect x="${x + 24}" y="${y - 10}" width="150" height="10" rx="5" fill="#fff" fill-opacity="0.25"/>`;
    s += `<rect x="${x + 24}" y="${y + 14}" width="${90 + i * 10}" height="10" rx="5" fill="#fff" fill-opacity="0.25"/>`;
    if (i < xs.length - 1) {
      s += `<line x1="${x + 206}" y1="${y}" x2="${x + 262}" y2="${y}" stroke="#fff" stroke-opacity="0.6" stroke-width="4"/>`;
      s += `<path d="M${x + 252} ${y - 10}L${x + 266} ${y}L${x + 252} ${y + 10}z" fill="#fff" fill-opacity="0.6"/>`;
      // inventory triangle
      s += `<path d="M${x + 234} ${y + 110}l-22 38h44z" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="3"/>`;
    }
  });
  // magnifier on box 3 (index 3 at 960)
  const mx = 1060,
    my = 500,
    mr = 190;
  s += `<circle cx="${mx}" cy="${my}" r="${mr}" fill="${C.steel}" fill-opacity="0.18" stroke="#fff" stroke-width="14"/>`;
  s += `<circle cx="${mx}" cy="${my}" r="${mr - 20}" fill="none" stroke="${C.amber}" stroke-width="4" stroke-dasharray="4 14"/>`;
  s += `<line x1="${mx + 140}" y1="${my + 140}" x2="${mx + 300}" y2="${my + 300}" stroke="#fff" stroke-width="44" stroke-linecap="round"/>`;
  s += `<line x1="${mx + 150}" y1="${my + 150}" x2="${mx + 290}" y2="${my + 290}" stroke="${C.amber}" stroke-width="20" stroke-linecap="round"/>`;
  // kaizen burst inside lens
  const burst = [];
  for (let i = 0; i < 20; i++) {
    const a = (i / 20) * Math.PI * 2;
    const rr = i % 2 ? 46 : 74;
    burst.push([mx + 60 + rr * Math.cos(a), my - 70 + rr * Math.sin(a)]);
  }
  s += `<polygon points="${pts(burst)}" fill="${C.amber}"/>`;
  return wrap(s);
};

// 7 automacao-industrial: RPA documents flowing through a gear/bot hub with circuit lines
covers['rpa-na-industria-processos-administrativos'] = () => {
  let s = background({ angle: 30, glow: [800, 500] });
  // circuit lines
  const r = rng(3);
  let c = '';
  for (let i = 0; i < 14; i++) {
    const y = 80 + i * 65;
    const x1 = r() * 300,
      x2 = 1300 + r() * 300;
    const bend = 40 * (r() > 0.5 ? 1 : -1);
    c += `<path d="M${f(x1)} ${y}H${f(x1 + 200)}l40 ${bend}H${f(x2 - 240)}l40 ${-bend}H${f(x2)}" fill="none" stroke="#fff" stroke-opacity="0.07" stroke-width="3"/><circle cx="${f(x2)}" cy="${y}" r="6" fill="#fff" fill-opacity="0.15"/>`;
  }
  s += c;
  // documents left (messy, tilted)
  for (let i = 0; i < 5; i++) {
    const x = 140 + (i % 2) * 60,
      y = 260 + i * 100,
      rot = -12 + i * 6;
    s += `<g transform="rotate(${rot} ${x + 90} ${y + 60})"><rect x="${x}" y="${y}" width="180" height="120" rx="10" fill="#fff" fill-opacity="${0.15 + i * 0.08}" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>`;
    for (let k = 0; k < 3; k++)
      s += `<rect x="${x + 20}" y="${y + 24 + k * 28}" width="${140 - k * 30}" height="10" rx="5" fill="#fff" fill-opacity="0.55"/>`;
    s += `</g>`;
  }
  // hub
  s += `<circle cx="800" cy="500" r="200" fill="${C.n0}" fill-opacity="0.6" stroke="${C.steel}" stroke-width="6"/>`;
  s += gear(800, 500, 130, 12, 26, `fill="${C.amber}" fill-opacity="0.95"`);
  s += `<circle cx="800" cy="500" r="40" fill="${C.n1}"/>`;
  s += `<path d="M420 500H590M1010 500H1180" stroke="${C.sky}" stroke-width="6" stroke-dasharray="16 12"/>`;
  // structured rows right (aligned)
  for (let i = 0; i < 6; i++) {
    const y = 300 + i * 70;
    s += `<rect x="1200" y="${y}" width="300" height="46" rx="8" fill="${C.steel}" fill-opacity="0.55"/>`;
    s += `<circle cx="1228" cy="${y + 23}" r="11" fill="${C.amber}"/>`;
    s += `<rect x="1256" y="${y + 17}" width="${200 - (i % 3) * 30}" height="12" rx="6" fill="#fff" fill-opacity="0.8"/>`;
  }
  return wrap(s);
};

// 8 automacao-industrial: RFID conveyor with tagged parts + antenna waves
covers['rastreabilidade-rfid-linha-de-montagem'] = () => {
  let s = background({ angle: 110, glow: [820, 300], glow2: [820, 360] });
  const P = isoF(500, 330, 1);
  // conveyor belt (isometric long box)
  s += isoBox(P, -100, 0, 0, 1100, 160, 40, [C.n2, C.n0, C.n1, 'stroke="#fff" stroke-opacity="0.3" stroke-width="2"']);
  // rollers lines on top
  for (let x = -80; x < 1000; x += 60) {
    const a = P(x, 0, 40),
      b = P(x, 160, 40);
    s += `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="#fff" stroke-opacity="0.12" stroke-width="3"/>`;
  }
  // legs
  for (const x of [-60, 400, 900]) {
    const a = P(x, 160, 0),
      b = P(x, 160, -240);
    s += `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="#fff" stroke-opacity="0.25" stroke-width="8"/>`;
  }
  // boxes on belt
  const drawBox = (x, i) => {
    s += isoBox(P, x, 30, 40, 110, 100, 90, ['#dbe8f7', '#9cc2ee', C.sky, '']);
    const t = P(x + 55, 130, 85);
    s += `<rect x="${f(t[0] - 16)}" y="${f(t[1] - 10)}" width="32" height="20" rx="3" fill="${i === 2 ? C.amber : C.n1}" transform="skewY(-30 ${f(t[0])} ${f(t[1])})"/>`;
  };
  [-40, 200].forEach(drawBox);
  // gate antenna arch at x=450
  const g1 = P(420, -30, 0),
    g2 = P(420, -30, 320),
    g3 = P(420, 190, 320),
    g4 = P(420, 190, 0);
  s += `<polyline points="${pts([g1, g2, g3, g4])}" fill="none" stroke="${C.amber}" stroke-width="14" stroke-linejoin="round"/>`;
  const ac = P(420, 80, 320);
  for (let k = 1; k <= 4; k++)
    s += `<path d="${arc(ac[0], ac[1] - 10, 40 * k, 200, 340)}" fill="none" stroke="${C.amber}" stroke-opacity="${1 - k * 0.2}" stroke-width="5" stroke-linecap="round"/>`;
  [560, 800].forEach((x, i) => drawBox(x, i + 2));
  // data dots trail going up to right
  for (let i = 0; i < 8; i++)
    s += `<circle cx="${1180 + i * 40}" cy="${300 - i * 22}" r="${6 + (i % 3)}" fill="${C.sky}" fill-opacity="${0.3 + i * 0.08}"/>`;
  return wrap(s);
};

// 9 gestao-processos: value stream map with kaizen burst and timeline ladder
covers['mapeamento-do-fluxo-de-valor-guia-pratico'] = () => {
  let s = background({ angle: 90, glow: [800, 380], grid: 'lines' });
  const xs = [120, 420, 720, 1020, 1320];
  const y = 360;
  // information flow top
  s += `<rect x="650" y="90" width="300" height="100" rx="12" fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>`;
  s += `<path d="M650 140 H240 V${y - 80}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="10 8"/>`;
  s += `<path d="M950 140 H1420 V${y - 80}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="10 8"/>`;
  xs.forEach((x, i) => {
    s += `<rect x="${x}" y="${y - 70}" width="170" height="170" rx="12" fill="${C.n0}" fill-opacity="0.55" stroke="${C.sky}" stroke-width="3"/>`;
    s += `<rect x="${x}" y="${y - 70}" width="170" height="44" rx="12" fill="${C.steel}" fill-opacity="0.8"/>`;
    for (let k = 0; k < 3; k++)
      s += `<rect x="${x + 20}" y="${y - 6 + k * 28}" width="${120 - k * 25}" height="10" rx="5" fill="#fff" fill-opacity="0.35"/>`;
    if (i < xs.length - 1) {
      s += `<path d="M${x + 200} ${y + 180}l-36 62h72z" fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>`;
      s += `<path d="M${x + 178} ${y + 15}h108" stroke="#fff" stroke-opacity="0.55" stroke-width="6" stroke-dasharray="18 10"/>`;
    }
  });
  // timeline ladder
  let d = 'M120 860';
  xs.forEach((x, i) => {
    d += `H${x + 170}V800`;
    if (i < xs.length - 1) d += `H${x + 300}V860`;
  });
  s += `<path d="${d}" fill="none" stroke="${C.sky}" stroke-width="5"/>`;
  // kaizen burst
  const bx = 885,
    by = 250;
  const burst = [];
  for (let i = 0; i < 22; i++) {
    const a = (i / 22) * Math.PI * 2;
    const rr = i % 2 ? 42 : 70;
    burst.push([bx + rr * Math.cos(a), by + rr * Math.sin(a)]);
  }
  s += `<polygon points="${pts(burst)}" fill="${C.amber}"/>`;
  s += `<polygon points="${pts(burst.map(([x, yy]) => [x + 600, yy + 40]))}" fill="${C.amber}" fill-opacity="0.55"/>`;
  return wrap(s);
};

// 10 gestao-processos: kanban board in perspective
covers['kanban-eletronico-reposicao-de-materiais'] = () => {
  let s = background({ angle: 60, glow: [1000, 420], grid: 'dots' });
  s += `<g transform="translate(760 120) skewY(-8)">`;
  const cols = 3;
  for (let c = 0; c < cols; c++) {
    const x = c * 270;
    s += `<rect x="${x}" y="0" width="240" height="720" rx="16" fill="#fff" fill-opacity="0.07" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>`;
    s += `<rect x="${x + 20}" y="24" width="120" height="14" rx="7" fill="#fff" fill-opacity="0.6"/>`;
    const n = [4, 3, 2][c];
    for (let k = 0; k < n; k++) {
      const amber = c === 1 && k === 0;
      const y = 70 + k * 150;
      s += `<rect x="${x + 18}" y="${y}" width="204" height="126" rx="12" fill="${amber ? C.amber : C.steel}" fill-opacity="${amber ? 1 : 0.55 + k * 0.1}"/>`;
      s += `<rect x="${x + 38}" y="${y + 24}" width="120" height="12" rx="6" fill="#fff" fill-opacity="0.85"/>`;
      s += `<rect x="${x + 38}" y="${y + 50}" width="150" height="10" rx="5" fill="#fff" fill-opacity="0.4"/>`;
      s += `<rect x="${x + 38}" y="${y + 90}" width="${60 + k * 20}" height="14" rx="7" fill="${C.n0}" fill-opacity="0.5"/>`;
    }
  }
  s += `</g>`;
  // bins on left (supermarket)
  for (let r = 0; r < 3; r++) {
    const y = 320 + r * 170;
    s += `<rect x="110" y="${y + 120}" width="520" height="10" rx="5" fill="#fff" fill-opacity="0.4"/>`;
    for (let k = 0; k < 3; k++) {
      const x = 130 + k * 170;
      const low = r === 1 && k === 2;
      s += `<path d="M${x} ${y + 20}h140l-14 100h-112z" fill="${low ? C.amber : C.sky}" fill-opacity="${low ? 0.95 : 0.35}" stroke="#fff" stroke-opacity="0.4" stroke-width="2"/>`;
      s += `<rect x="${x + 40}" y="${y + 50}" width="60" height="36" rx="4" fill="#fff" fill-opacity="${low ? 0.95 : 0.6}"/>`;
    }
  }
  s += `<path d="M650 480 C 700 470, 720 420, 760 400" fill="none" stroke="${C.amber}" stroke-width="5" stroke-dasharray="10 8"/>`;
  return wrap(s);
};

// 11 tecnologia: isometric warehouse racks
covers['wms-quando-a-planilha-nao-da-mais-conta'] = () => {
  let s = background({ angle: 150, glow: [800, 300] });
  const P = isoF(771, 330, 0.68);
  const r = rng(5);
  const rackFills = ['#e6eef8', '#9cc2ee', '#4f8fd6', ''];
  // floor path
  const p1 = P(-160, 295, 0),
    p2 = P(1100, 295, 0);
  s += `<line x1="${f(p1[0])}" y1="${f(p1[1])}" x2="${f(p2[0])}" y2="${f(p2[1])}" stroke="${C.amber}" stroke-width="5" stroke-dasharray="22 16"/>`;
  for (let row = 0; row < 3; row++) {
    const y0 = row * 330;
    for (let lvl = 0; lvl < 3; lvl++) {
      const z = lvl * 120;
      // shelf plate
      s += isoBox(P, 0, y0, z, 900, 140, 8, [C.steel, C.n1, C.n2, 'fill-opacity="0.9"']);
      for (let b = 0; b < 6; b++) {
        if (r() < 0.2) continue;
        const amber = row === 1 && lvl === 2 && b === 3;
        s += isoBox(P, 30 + b * 145, y0 + 20, z + 8, 110, 100, 80, amber ? ['#fcd34d', C.amber, '#d97706', ''] : rackFills);
      }
    }
    for (const x of [0, 900]) {
      const a = P(x, y0 + 140, 0),
        b = P(x, y0 + 140, 360);
      s += `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="#fff" stroke-opacity="0.55" stroke-width="6"/>`;
    }
  }
  return wrap(s);
};

// 12 tecnologia: TMS route network on abstract map
covers['tms-como-reduzir-custo-de-frete'] = () => {
  let s = background({ angle: 20, glow: [600, 600], glow2: [1300, 280], grid: 'none' });
  // topographic-like contour lines
  for (let k = 0; k < 9; k++) {
    const rr = 90 + k * 70;
    s += `<ellipse cx="420" cy="720" rx="${rr * 1.5}" ry="${rr}" fill="none" stroke="#fff" stroke-opacity="0.05" stroke-width="2"/>`;
  }
  const hubs = [
    [220, 760],
    [480, 520],
    [760, 640],
    [900, 330],
    [1180, 520],
    [1400, 260],
    [1300, 800],
    [620, 220],
  ];
  const edges = [
    [0, 1],
    [1, 2],
    [1, 7],
    [2, 4],
    [1, 3],
    [3, 5],
    [4, 5],
    [4, 6],
    [2, 6],
    [7, 3],
  ];
  edges.forEach(([a, b]) => {
    const [x1, y1] = hubs[a],
      [x2, y2] = hubs[b];
    const mx = (x1 + x2) / 2 + (y2 - y1) * 0.15,
      my = (y1 + y2) / 2 - (x2 - x1) * 0.15;
    s += `<path d="M${x1} ${y1}Q${f(mx)} ${f(my)} ${x2} ${y2}" fill="none" stroke="#fff" stroke-opacity="0.28" stroke-width="3"/>`;
  });
  // optimized route in amber
  const route = [0, 1, 3, 5];
  let d = `M${hubs[0][0]} ${hubs[0][1]}`;
  for (let i = 1; i < route.length; i++) {
    const [x1, y1] = hubs[route[i - 1]],
      [x2, y2] = hubs[route[i]];
    const mx = (x1 + x2) / 2 + (y2 - y1) * 0.15,
      my = (y1 + y2) / 2 - (x2 - x1) * 0.15;
    d += `Q${f(mx)} ${f(my)} ${x2} ${y2}`;
  }
  s += `<path d="${d}" fill="none" stroke="${C.amber}" stroke-width="9" stroke-linecap="round"/>`;
  hubs.forEach(([x, y], i) => {
    const on = route.includes(i);
    s += `<circle cx="${x}" cy="${y}" r="${on ? 24 : 16}" fill="${on ? C.amber : C.n0}" stroke="${on ? '#fff' : C.sky}" stroke-width="5"/>`;
  });
  // pin at destination
  const [px, py] = hubs[5];
  s += `<path d="M${px} ${py - 30}c-34 0 -56 -24 -56 -56a56 56 0 0 1 112 0c0 32 -22 56 -56 56z" fill="#fff"/><circle cx="${px}" cy="${py - 88}" r="20" fill="${C.amber}"/>`;
  return wrap(s);
};

// 13 cases-sucesso: rising area chart + gear watermark
covers['case-autopecas-oee-dez-semanas'] = () => {
  let s = background({ angle: 135, glow: [1200, 300], glow2: [1380, 260] });
  s += gear(300, 330, 230, 16, 36, `fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="4"`);
  const x0 = 160,
    x1 = 1480,
    base = 860;
  const vals = [0.28, 0.3, 0.29, 0.36, 0.42, 0.47, 0.55, 0.6, 0.66, 0.71, 0.76];
  const p = vals.map((v, i) => [x0 + (i * (x1 - x0)) / (vals.length - 1), base - v * 760]);
  s += `<path d="M${x0} ${base}L${pts(p).replace(/ /g, 'L')}L${x1} ${base}Z" fill="url(#areaFill)"/>`;
  s += `<polyline points="${pts(p)}" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>`;
  for (let i = 0; i < 5; i++)
    s += `<line x1="${x0}" y1="${base - i * 160}" x2="${x1}" y2="${base - i * 160}" stroke="#fff" stroke-opacity="${i === 0 ? 0.5 : 0.08}" stroke-width="2"/>`;
  p.forEach(
    ([x, y], i) =>
      (s += `<circle cx="${f(x)}" cy="${f(y)}" r="${i === p.length - 1 ? 18 : 8}" fill="${i === p.length - 1 ? C.amber : '#fff'}"/>`),
  );
  // baseline vs target band
  s += `<line x1="${x0}" y1="${f(base - 0.29 * 760)}" x2="${x1}" y2="${f(base - 0.29 * 760)}" stroke="${C.sky}" stroke-width="3" stroke-dasharray="12 10"/>`;
  const last = p[p.length - 1];
  s += `<line x1="${f(last[0])}" y1="${f(base - 0.29 * 760)}" x2="${f(last[0])}" y2="${f(last[1] + 26)}" stroke="${C.amber}" stroke-width="5"/>`;
  s += `<path d="M${f(last[0] - 14)} ${f(last[1] + 44)}L${f(last[0])} ${f(last[1] + 24)}L${f(last[0] + 14)} ${f(last[1] + 44)}" fill="none" stroke="${C.amber}" stroke-width="5"/>`;
  for (let i = 0; i < vals.length; i++)
    s += `<rect x="${f(x0 + (i * (x1 - x0)) / (vals.length - 1) - 3)}" y="${base + 14}" width="6" height="16" fill="#fff" fill-opacity="0.35"/>`;
  return wrap(s);
};

// 14 cases-sucesso: Gantt / APS schedule with today line
covers['case-caldeiraria-aps-prazo-de-entrega'] = () => {
  let s = background({ angle: 80, glow: [500, 400], grid: 'none' });
  const lanes = 7,
    top = 150,
    lh = 100,
    left = 260,
    right = 1500;
  for (let c = left; c <= right; c += 124)
    s += `<line x1="${c}" y1="${top - 30}" x2="${c}" y2="${top + lanes * lh}" stroke="#fff" stroke-opacity="0.07" stroke-width="2"/>`;
  const r = rng(21);
  for (let l = 0; l < lanes; l++) {
    const y = top + l * lh;
    s += `<rect x="100" y="${y + 28}" width="${90 + (l % 3) * 20}" height="16" rx="8" fill="#fff" fill-opacity="0.35"/>`;
    s += `<line x1="${left}" y1="${y + lh}" x2="${right}" y2="${y + lh}" stroke="#fff" stroke-opacity="0.06"/>`;
    let x = left + r() * 60;
    while (x < right - 120) {
      const w = 120 + r() * 220;
      const ww = Math.min(w, right - x);
      const amber = l === 3 && x > 700 && x < 1100;
      s += `<rect x="${f(x)}" y="${y + 18}" width="${f(ww)}" height="56" rx="10" fill="${amber ? C.amber : C.steel}" fill-opacity="${amber ? 1 : 0.45 + r() * 0.45}"/>`;
      x += w + 20 + r() * 60;
    }
  }
  s += `<line x1="905" y1="${top - 50}" x2="905" y2="${top + lanes * lh + 20}" stroke="#fff" stroke-width="4"/>`;
  s += `<path d="M889 ${top - 70}h32l-16 22z" fill="#fff"/>`;
  // milestone diamonds
  [
    [1320, top + 2 * lh + 46],
    [1180, top + 5 * lh + 46],
  ].forEach(
    ([x, y]) => (s += `<rect x="${x - 18}" y="${y - 18}" width="36" height="36" fill="${C.amber}" transform="rotate(45 ${x} ${y})"/>`),
  );
  return wrap(s);
};

// 15 tendencias: AI neural network layers
covers['inteligencia-artificial-na-industria-o-que-ja-funciona'] = () => {
  let s = background({ angle: 170, glow: [800, 500], glow2: [1120, 500], grid: 'dots' });
  const layers = [4, 6, 7, 6, 3];
  const xs = [260, 530, 800, 1070, 1340];
  const nodes = layers.map((n, li) => Array.from({ length: n }, (_, k) => [xs[li], 500 + (k - (n - 1) / 2) * 115]));
  let e = '';
  for (let li = 0; li < nodes.length - 1; li++)
    for (const a of nodes[li])
      for (const b of nodes[li + 1]) {
        e += `<line x1="${a[0]}" y1="${f(a[1])}" x2="${b[0]}" y2="${f(b[1])}" stroke="#fff" stroke-opacity="0.1" stroke-width="2"/>`;
      }
  s += e;
  // highlighted path
  const path = [nodes[0][1], nodes[1][2], nodes[2][3], nodes[3][2], nodes[4][1]];
  s += `<polyline points="${pts(path)}" fill="none" stroke="${C.amber}" stroke-width="6" stroke-linejoin="round"/>`;
  nodes.forEach((layer, li) =>
    layer.forEach((n, k) => {
      const on = path.includes(n);
      s += `<circle cx="${n[0]}" cy="${f(n[1])}" r="${on ? 26 : 20}" fill="${on ? C.amber : C.n0}" stroke="${on ? '#fff' : C.sky}" stroke-width="4"/>`;
    }),
  );
  // input: small sensor waves on left, output: bar
  for (let k = 0; k < 4; k++) {
    const y = nodes[0][k][1];
    let d = `M60 ${f(y)}`;
    for (let x = 60; x <= 220; x += 8) d += `L${x} ${f(y + Math.sin(x / (8 + k * 3)) * 14)}`;
    s += `<path d="${d}" fill="none" stroke="${C.sky}" stroke-opacity="0.7" stroke-width="3"/>`;
  }
  nodes[4].forEach(
    ([x, y], k) =>
      (s += `<rect x="${x + 50}" y="${f(y - 12)}" width="${[120, 200, 80][k]}" height="24" rx="12" fill="${k === 1 ? C.amber : '#fff'}" fill-opacity="${k === 1 ? 1 : 0.35}"/>`),
  );
  return wrap(s);
};

// 16 tendencias: perspective horizon grid + forward chevrons + sunrise
covers['lean-digital-tendencias-para-2027'] = () => {
  let s = background({ angle: 90, glow: [800, 420], glow2: [800, 440], grid: 'none' });
  const hy = 470,
    vx = 800;
  // sun
  s += `<circle cx="${vx}" cy="${hy}" r="150" fill="${C.amber}" fill-opacity="0.9"/>`;
  for (let k = 0; k < 5; k++) s += `<rect x="${vx - 160}" y="${hy - 60 + k * 22}" width="320" height="${6 + k * 2}" fill="${C.n1}"/>`;
  s += `<rect x="0" y="${hy}" width="${W}" height="${H - hy}" fill="${C.n0}" fill-opacity="0.85"/>`;
  // floor grid
  let g = '';
  for (let i = -14; i <= 14; i++) g += `M${vx} ${hy}L${vx + i * 160} ${H}`;
  for (let k = 1; k < 12; k++) {
    const y = hy + (H - hy) * (k / 12) ** 2;
    g += `M0 ${f(y)}H${W}`;
  }
  s += `<path d="${g}" stroke="${C.steel}" stroke-opacity="0.7" stroke-width="2"/>`;
  s += `<line x1="0" y1="${hy}" x2="${W}" y2="${hy}" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>`;
  // chevrons advancing
  [
    [820, 70, 1],
    [720, 52, 0.7],
    [640, 38, 0.45],
  ].forEach(([y, sz, op]) => {
    s += `<path d="M${vx - sz * 2.2} ${y}L${vx} ${y - sz * 1.3}L${vx + sz * 2.2} ${y}" fill="none" stroke="#fff" stroke-opacity="${op}" stroke-width="${sz / 4}" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
  // skyline of abstract building blocks on horizon
  const r = rng(9);
  for (let x = 40; x < W - 40; x += 70) {
    if (Math.abs(x - vx) < 220) continue;
    const h = 40 + r() * 140;
    s += `<rect x="${x}" y="${f(hy - h)}" width="52" height="${f(h)}" fill="${C.n2}" stroke="${C.sky}" stroke-opacity="0.35" stroke-width="2"/>`;
  }
  // stars/data points
  for (let i = 0; i < 40; i++)
    s += `<circle cx="${f(r() * W)}" cy="${f(r() * 260 + 30)}" r="${f(1.5 + r() * 2.5)}" fill="#fff" fill-opacity="${f(0.2 + r() * 0.5)}"/>`;
  return wrap(s);
};

for (const [slug, fn] of Object.entries(covers)) writeFileSync(`svg/${slug}.svg`, fn());
console.log(Object.keys(covers).length, 'svgs');
