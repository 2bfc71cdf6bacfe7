// Offline checks of the shipped wrangler.toml, for what `wrangler deploy --dry-run` lets through
// but a first deploy (or the site) trips on. Generic: everything is derived from wrangler.toml
// itself, the code's `Bindings` type (src/env.ts) and .dev.vars.example, so a new var, secret or
// binding needs no change here, only consistency; and the CI workflow's schedule against the days
// the build's pages stop serving (check-config/schedule.mjs). Used by test/node/config.test.ts;
// `node scripts/check-config.mjs` prints the problems (exit 1 when there are any).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSecretsFile, secretProblems } from './check-secrets.mjs';
import { cronProblems, renewalProblems } from './check-config/schedule.mjs';

export { cronFiresOn, cronProblems, renewalProblems } from './check-config/schedule.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Ids that mean "fill me in": all zeros, angle-bracket or REPLACE/YOUR/xxx placeholders. */
export function isPlaceholderId(id) {
  return /^[0-]+$/.test(id) || /^<.*>$/.test(id) || /replace|your|xxx|todo|changeme/i.test(id);
}

/** Binding names a resolved wrangler config gives the worker, with the kind of each. */
export function configBindings(config) {
  const out = new Map();
  const add = (name, kind) => name && out.set(name, kind);
  for (const kv of config.kv_namespaces ?? []) add(kv.binding, 'KVNamespace');
  for (const db of config.d1_databases ?? []) add(db.binding, 'D1Database');
  for (const r2 of config.r2_buckets ?? []) add(r2.binding, 'R2Bucket');
  for (const s of config.services ?? []) add(s.binding, 'Fetcher');
  for (const q of config.queues?.producers ?? []) add(q.binding, 'Queue');
  for (const e of config.send_email ?? []) add(e.name, 'SendEmail');
  for (const a of config.analytics_engine_datasets ?? []) add(a.binding, 'AnalyticsEngineDataset');
  for (const h of config.hyperdrive ?? []) add(h.binding, 'Hyperdrive');
  for (const d of config.durable_objects?.bindings ?? []) add(d.name, 'DurableObjectNamespace');
  for (const r of config.ratelimits ?? config.unsafe?.bindings?.filter((b) => b.type === 'ratelimit') ?? []) add(r.name, 'RateLimit');
  if (config.assets?.binding) add(config.assets.binding, 'Fetcher');
  if (config.ai?.binding) add(config.ai.binding, 'Ai');
  if (config.browser?.binding) add(config.browser.binding, 'Fetcher');
  if (config.version_metadata?.binding) add(config.version_metadata.binding, 'WorkerVersionMetadata');
  for (const name of Object.keys(config.vars ?? {})) add(name, 'string');
  for (const name of config.secrets?.required ?? []) add(name, 'string');
  return out;
}

/**
 * The members of the code's `Bindings` interface (src/env.ts), read with the TypeScript
 * compiler: name → { type, optional }.
 */
export function codeBindings() {
  // Read once per process: a TypeScript program takes about a second, and the code does not
  // change while the checks run (the tests check many edited configurations against it).
  codeBindingsRead ??= readCodeBindings();
  return codeBindingsRead;
}
let codeBindingsRead;

async function readCodeBindings() {
  const { default: ts } = await import('typescript');
  const tsconfig = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const file = path.join(root, 'src/env.ts');
  const program = ts.createProgram([file, ...tsconfig.fileNames.filter((f) => f.endsWith('.d.ts'))], tsconfig.options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  let found;
  ts.forEachChild(source, (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'Bindings') found = node;
  });
  if (!found) throw new Error('src/env.ts declares no interface Bindings');
  const type = checker.getTypeAtLocation(found.name);
  const out = new Map();
  for (const prop of type.getProperties()) {
    const propType = checker.getTypeOfSymbolAtLocation(prop, found);
    // As written (`Fetcher`, `KVNamespace`), else as the checker prints it.
    const declared = prop.declarations?.find((d) => ts.isPropertySignature(d) && d.type)?.type?.getText();
    out.set(prop.name, {
      type: declared ?? checker.typeToString(checker.getNonNullableType(propType)),
      optional: (prop.flags & ts.SymbolFlags.Optional) !== 0,
    });
  }
  return out;
}

/** Names listed in .dev.vars.example (`NAME=` lines, commented or not). */
export function exampleNames(text) {
  return new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
}

/**
 * Every problem of the configuration. `configs`: environment name → resolved config
 * (wrangler's unstable_readConfig); `bindings`: the code's Bindings members; `example`: the text
 * of .dev.vars.example. Production is the top level ("production").
 */
export function configProblems({ configs, bindings, example }) {
  const problems = [];
  const names = exampleNames(example);
  const prod = configs.production;
  for (const [env, config] of Object.entries(configs)) {
    const at = (what) => `[${env}] ${what}`;
    for (const kv of config.kv_namespaces ?? []) {
      if (kv.id)
        problems.push(
          at(
            `KV ${kv.binding} has an id (${kv.id})${isPlaceholderId(kv.id) ? ', a placeholder' : ''}: leave it out, wrangler provisions the namespace in the deploying account`,
          ),
        );
    }
    for (const db of config.d1_databases ?? []) {
      if (db.database_id)
        problems.push(
          at(
            `D1 ${db.binding} has a database_id (${db.database_id})${isPlaceholderId(db.database_id) ? ', a placeholder' : ''}: leave it out, the database is found by database_name`,
          ),
        );
      if (!db.database_name) problems.push(at(`D1 ${db.binding} has no database_name`));
    }
    for (const cron of config.triggers?.crons ?? []) problems.push(...cronProblems(cron).map(at));
    // The code's Retry-After for a refusal of the edge's limits is the minute's rest (src/http/edge-limit.ts).
    for (const limit of config.ratelimits ?? [])
      if (limit.simple?.period !== 60) problems.push(at(`rate limit ${limit.name} counts in windows of ${limit.simple?.period} s, not 60`));
    if (!config.observability?.enabled) problems.push(at('observability is off: Workers Logs would keep no log line'));
    if (config.vars?.ENVIRONMENT !== env) problems.push(at(`ENVIRONMENT is "${config.vars?.ENVIRONMENT ?? ''}", not "${env}"`));
    // The build's way of asking for a page's stored form (src/html-cache/capture.ts): never a deployed worker's.
    if (Object.hasOwn(config.vars ?? {}, 'PRERENDER_CAPTURE'))
      problems.push(at("PRERENDER_CAPTURE is the build's alone (scripts/prerender-pages.mjs)"));

    const fromConfig = configBindings(config);
    for (const [name, kind] of fromConfig) {
      const member = bindings.get(name);
      if (!member) problems.push(at(`${name} (${kind}) is bound in wrangler.toml but not in the code's Bindings type (npm run types)`));
      else if (kind !== 'string' && !member.type.startsWith(kind))
        problems.push(at(`${name} is a ${kind} in wrangler.toml but ${member.type} in Bindings`));
      else if (kind === 'string' && !/^(string|"[^"]*")( \| "[^"]*")*$/.test(member.type))
        problems.push(at(`${name} is a var in wrangler.toml but ${member.type} in Bindings`));
      if (kind === 'string' && !names.has(name)) problems.push(at(`${name} is not listed in .dev.vars.example`));
    }
    for (const [name, member] of bindings) {
      if (fromConfig.has(name)) continue;
      if (!member.optional) problems.push(at(`Bindings.${name} is required by the code but wrangler.toml does not provide it`));
      else if (!names.has(name)) problems.push(at(`Bindings.${name} (an optional secret) is not listed in .dev.vars.example`));
    }

    if (env !== 'production') {
      if (config.name === prod.name) problems.push(at(`has the same Worker name as production (${config.name})`));
      const prodDbs = new Set((prod.d1_databases ?? []).map((d) => d.database_name));
      for (const db of config.d1_databases ?? [])
        if (prodDbs.has(db.database_name)) problems.push(at(`shares production's D1 database ${db.database_name}`));
      const prodLimits = new Set((prod.ratelimits ?? []).map((r) => r.namespace_id));
      for (const limit of config.ratelimits ?? [])
        if (prodLimits.has(limit.namespace_id))
          problems.push(at(`shares production's rate limit namespace ${limit.namespace_id} (${limit.name})`));
      const same = (a, b) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
      if (!same(fromConfig.keys(), configBindings(prod).keys())) {
        problems.push(
          at(
            `binds ${[...fromConfig.keys()].sort().join(', ')} but production binds ${[...configBindings(prod).keys()].sort().join(', ')}`,
          ),
        );
      }
    } else {
      if (config.workers_dev !== false) problems.push(at('workers_dev is not false: a workers.dev copy of production would be public'));
      if (config.preview_urls !== false)
        problems.push(at('preview_urls is not false: every production version would get a public preview URL'));
    }
  }
  return problems;
}

/** Reads the shipped files and checks them. */
export async function checkShippedConfig(configPath = path.join(root, 'wrangler.toml')) {
  const { unstable_readConfig, experimental_readRawConfig } = await import('wrangler');
  const raw = experimental_readRawConfig({ config: configPath }).rawConfig;
  const envs = ['production', ...Object.keys(raw.env ?? {})];
  const configs = Object.fromEntries(
    envs.map((env) => [
      env,
      unstable_readConfig({ config: configPath, env: env === 'production' ? undefined : env }, { hideWarnings: true }),
    ]),
  );
  return [
    ...configProblems({ configs, bindings: await codeBindings(), example: readFileSync(path.join(root, '.dev.vars.example'), 'utf8') }),
    ...renewalProblems({ configs, workflow: readFileSync(path.join(root, '.github/workflows/ci.yml'), 'utf8') }),
  ];
}

// `node scripts/check-config.mjs [wrangler.toml] [--secrets secrets.json]`: the configuration, and
// the secrets a release is about to set (scripts/deploy.mjs --secrets).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--secrets');
  const secretsFile = at === -1 ? undefined : args.splice(at, 2)[1];
  const problems = await checkShippedConfig(args[0]);
  if (secretsFile) {
    const read = readSecretsFile(secretsFile);
    problems.push(...(read.problem ? [read.problem] : secretProblems(read.values, await codeBindings())));
  }
  for (const p of problems) console.error(p);
  console.log(problems.length ? `${problems.length} problem(s)` : 'wrangler.toml: no problems');
  process.exitCode = problems.length ? 1 : 0;
}
