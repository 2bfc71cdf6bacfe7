// What both fixture recorders (record-fixtures.mjs for Strapi 5, record-fixtures-v4.mjs) write:
// each REST answer to one of the worker's own queries, then the webhooks per editor action and an
// index of the answers with the seed's webhook counts.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildStrapiParams } from '../../src/content/strapi-query.ts';
import { StrapiAdmin } from './strapi-admin.mjs';
import { startReceiver } from './webhook-receiver.mjs';

/** The events the site's webhook is set up for (src/content/README.md), draft-discard too: what editors' actions send it. */
export const SITE_WEBHOOK_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'entry.draft-discard',
  'media.update',
  'media.delete',
];

const writeJson = (outDir, name, value) => writeFileSync(path.join(outDir, name), JSON.stringify(value, null, 2) + '\n');

/**
 * Signs in to a fresh Strapi, makes sure of its locales, creates the read-only token the answers
 * are fetched with and the webhook (to `events`) a local receiver catches.
 */
export async function openRecording(base, events) {
  const receiver = await startReceiver();
  const admin = new StrapiAdmin(base);
  await admin.signIn();
  await admin.ensureLocales();
  const token = await admin.createReadOnlyToken(`fixtures ${Date.now()}`);
  await admin.createWebhook({ url: receiver.url, secret: 'recorded-webhook-secret', events });
  const version = (await admin.call('GET', '/admin/information').catch(() => null))?.data?.strapiVersion ?? 'unknown';
  return { receiver, admin, token, version };
}

/** `record(name, apiPath, query)`: GET {base}/api{apiPath} with the worker's query string, saved as {name}.json. */
export function answerRecorder({ base, token, outDir }) {
  const index = {};
  async function record(name, apiPath, query) {
    const qs = buildStrapiParams(query).toString();
    const res = await fetch(`${base}/api${apiPath}?${qs}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    const text = await res.text();
    index[name] = { path: `/api${apiPath}`, query: qs, status: res.status, bytes: text.length };
    writeJson(outDir, `${name}.json`, JSON.parse(text));
  }
  return { index, record };
}

/** One editor action and the webhooks it sends, under its name. */
export async function scenario(receiver, name, action) {
  receiver.mark(name);
  await action();
  await receiver.settle();
}

/** webhooks.json (per scenario; the seed's only as counts) and index.json, then closes the receiver. */
export async function writeRecording({ outDir, receiver, version, index }) {
  const byScenario = {};
  for (const r of receiver.received) (byScenario[r.label] ??= []).push({ event: r.event, authorization: r.authorization, body: r.body });
  const seedEvents = byScenario.seed ?? [];
  delete byScenario.seed;
  writeJson(outDir, 'webhooks.json', byScenario);
  const seedWebhookCounts = {};
  for (const e of seedEvents) {
    const k = `${e.event} ${e.body?.model ?? ''}`.trim();
    seedWebhookCounts[k] = (seedWebhookCounts[k] ?? 0) + 1;
  }
  writeJson(outDir, 'index.json', { strapiVersion: version, recordedAt: new Date().toISOString(), answers: index, seedWebhookCounts });
  await receiver.close();
  console.log(`Strapi ${version}: ${Object.keys(index).length} answers, ${receiver.received.length} webhooks → ${outDir}`);
}
