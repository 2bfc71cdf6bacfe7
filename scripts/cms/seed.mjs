// The seed the CMS tests load into an empty Strapi 5 (through the admin API, as an editor would):
// 3 categories and 5 tags in pt/en/es, 2 authors, one cover image, 14 published articles in pt
// (5 also in en, 4 in es) with stable publication dates, and one draft. Plain Node, no dependencies.
import { crc32, deflateSync } from 'node:zlib';

export const CATEGORIES = [
  { slug: 'industria-4-0', pt: 'Indústria 4.0', en: 'Industry 4.0', es: 'Industria 4.0' },
  { slug: 'lean-manufacturing', pt: 'Lean Manufacturing', en: 'Lean Manufacturing', es: 'Lean Manufacturing' },
  { slug: 'cases-sucesso', pt: 'Cases de Sucesso', en: 'Success Stories', es: 'Casos de Éxito' },
];
export const TAGS = [
  { slug: 'mes', pt: 'MES', en: 'MES', es: 'MES' },
  { slug: 'oee', pt: 'OEE', en: 'OEE', es: 'OEE' },
  { slug: 'iot', pt: 'IoT', en: 'IoT', es: 'IoT' },
  { slug: 'kanban', pt: 'Kanban', en: 'Kanban', es: 'Kanban' },
  { slug: 'manutencao', pt: 'Manutenção', en: 'Maintenance', es: 'Mantenimiento' },
];
export const AUTHORS = [
  { slug: 'ana-souza', name: 'Ana Souza' },
  { slug: 'carlos-lima', name: 'Carlos Lima' },
];

const TOPICS = [
  ['oee-na-pratica', 'OEE na prática', 'OEE in practice', 'OEE en la práctica', 'lean-manufacturing', ['oee']],
  [
    'mes-conecta-erp',
    'O MES conecta o chão de fábrica ao ERP',
    'MES connects the shop floor to the ERP',
    'El MES conecta la planta con el ERP',
    'industria-4-0',
    ['mes', 'iot'],
  ],
  [
    'kanban-eletronico',
    'Kanban eletrônico na reposição',
    'Electronic kanban for replenishment',
    'Kanban electrónico en la reposición',
    'lean-manufacturing',
    ['kanban'],
  ],
  [
    'sensores-e-manutencao',
    'Sensores e manutenção preditiva',
    'Sensors and predictive maintenance',
    'Sensores y mantenimiento predictivo',
    'industria-4-0',
    ['iot', 'manutencao'],
  ],
  [
    'case-autopecas',
    'Case: autopeças com OEE 20% maior',
    'Case: auto parts with 20% higher OEE',
    'Caso: autopartes con 20% más de OEE',
    'cases-sucesso',
    ['oee', 'mes'],
  ],
  [
    'smed-troca-rapida',
    'SMED: troca rápida de ferramentas',
    'SMED: quick changeover',
    'SMED: cambio rápido',
    'lean-manufacturing',
    ['oee'],
  ],
  [
    'iot-por-onde-comecar',
    'IoT no chão de fábrica: por onde começar',
    'IoT on the shop floor: where to start',
    'IoT en planta: por dónde empezar',
    'industria-4-0',
    ['iot'],
  ],
  [
    'mapeamento-fluxo-valor',
    'Mapeamento do fluxo de valor',
    'Value stream mapping',
    'Mapeo del flujo de valor',
    'lean-manufacturing',
    ['kanban'],
  ],
  ['rastreabilidade-rfid', 'Rastreabilidade com RFID', 'Traceability with RFID', 'Trazabilidad con RFID', 'industria-4-0', ['mes']],
  [
    'case-caldeiraria',
    'Case: caldeiraria entrega no prazo',
    'Case: boiler shop delivers on time',
    'Caso: calderería entrega a tiempo',
    'cases-sucesso',
    ['mes'],
  ],
  [
    'manutencao-autonoma',
    'Manutenção autônoma (TPM)',
    'Autonomous maintenance (TPM)',
    'Mantenimiento autónomo (TPM)',
    'lean-manufacturing',
    ['manutencao'],
  ],
  [
    'gemeo-digital',
    'Gêmeo digital sem exagero',
    'Digital twins without the hype',
    'Gemelo digital sin exageraciones',
    'industria-4-0',
    ['iot', 'mes'],
  ],
  ['andon-digital', 'Andon digital', 'Digital andon', 'Andon digital', 'lean-manufacturing', ['oee', 'kanban']],
  [
    'case-alimentos',
    'Case: alimentos com menos paradas',
    'Case: food plant with fewer stops',
    'Caso: alimentos con menos paradas',
    'cases-sucesso',
    ['manutencao', 'oee'],
  ],
];
/** Which articles exist in en and es (by index in TOPICS). */
const IN_EN = new Set([0, 1, 2, 3, 4]);
const IN_ES = new Set([0, 1, 3, 5]);

/** A small valid PNG (w×h, one colour): Strapi makes its thumbnail format from it. */
export function png(width, height, rgb) {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3])]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td) >>> 0);
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const rel = (documentId, locale) => ({ connect: [locale ? { documentId, locale } : { documentId }] });
const rels = (ids, locale) => ({ connect: ids.map((documentId) => ({ documentId, locale })) });

function body(lang, title, imageUrl) {
  const intro = { pt: 'Um guia curto para a fábrica.', en: 'A short guide for the plant.', es: 'Una guía corta para la planta.' }[lang];
  return `${intro}\n\n## ${title}\n\nTexto do artigo com **negrito** e uma lista:\n\n- primeiro ponto\n- segundo ponto\n\n![Diagrama](${imageUrl})\n`;
}

/**
 * Loads the seed. Returns what tests need: document ids by slug, the cover, the draft.
 * `publish(documentId, data, locale)` is the admin's Publish button.
 */
export async function seed(admin) {
  /** @type {Record<string, string>} */
  const categories = {};
  for (const c of CATEGORIES) {
    const doc = await admin.cm('api::category.category').create({ name: c.pt, slug: c.slug }, 'pt');
    for (const l of ['en', 'es']) await admin.cm('api::category.category').save(doc.documentId, { name: c[l], slug: c.slug }, l);
    categories[c.slug] = doc.documentId;
  }
  /** @type {Record<string, string>} */
  const tags = {};
  for (const t of TAGS) {
    const doc = await admin.cm('api::tag.tag').create({ name: t.pt, slug: t.slug }, 'pt');
    for (const l of ['en', 'es']) await admin.cm('api::tag.tag').save(doc.documentId, { name: t[l], slug: t.slug }, l);
    tags[t.slug] = doc.documentId;
  }
  /** @type {Record<string, string>} */
  const authors = {};
  for (const a of AUTHORS) authors[a.slug] = (await admin.cm('api::author.author').create({ name: a.name, slug: a.slug })).documentId;
  const cover = await admin.upload('cover.png', png(320, 200, [30, 90, 160]), 'image/png', 'Linha de produção');
  const inline = await admin.upload('diagram.png', png(160, 100, [200, 120, 20]), 'image/png', 'Diagrama');

  /** @type {Record<string, string>} */
  const articles = {};
  const articleApi = admin.cm('api::article.article');
  for (const [i, [slug, pt, en, es, category, tagSlugs]] of TOPICS.entries()) {
    // Oldest first, a week apart, so that the newest is the last one loaded.
    const publicationDate = new Date(Date.UTC(2026, 0, 5 + 7 * i, 9)).toISOString();
    const titles = { pt, en, es };
    let documentId;
    for (const lang of ['pt', 'en', 'es']) {
      if (lang === 'en' && !IN_EN.has(i)) continue;
      if (lang === 'es' && !IN_ES.has(i)) continue;
      const data = {
        title: titles[lang],
        slug,
        content: body(lang, titles[lang], inline.url),
        publicationDate,
        featured: i === 1,
        featuredImage: i % 2 === 0 ? cover.id : null,
        category: rel(categories[category], lang),
        tags: rels(
          tagSlugs.map((t) => tags[t]),
          lang,
        ),
        author: rel(authors[i % 2 === 0 ? 'ana-souza' : 'carlos-lima']),
      };
      if (!documentId) documentId = (await articleApi.create(data, lang)).documentId;
      else await articleApi.save(documentId, data, lang);
      await articleApi.publish(documentId, data, lang);
    }
    articles[slug] = documentId;
  }
  // A draft that was never published: only the preview may show it.
  const draftData = {
    title: 'Rascunho: novidades de 2027',
    slug: 'rascunho-novidades-2027',
    content: 'Texto **em rascunho** que ninguém deve ver antes da publicação.',
    category: rel(categories['industria-4-0'], 'pt'),
    tags: rels([tags.mes], 'pt'),
    author: rel(authors['ana-souza']),
  };
  const draft = (await articleApi.create(draftData, 'pt')).documentId;
  return { categories, tags, authors, cover, inline, articles, draft, topics: TOPICS, inEn: IN_EN, inEs: IN_ES };
}
