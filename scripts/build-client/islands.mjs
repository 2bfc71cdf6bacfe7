// The islands of the client build (scripts/build-client.mjs): one per file of client/islands/,
// named by its file name, nothing else. What kind each is, esbuild reads from what the module
// exports (a parse, not a pattern over its text): `enhance` makes a plain island, `eager` one of
// the first screen. From them come the browser's loaders (the `virtual:islands` module) and the
// server's registry (src/generated/islands.ts), through which <Island> knows an island's name
// from its component.
import { build } from 'esbuild';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every island: `{ name, file, plain, eager }`, by name. `root` is the repository.
 * @returns {Promise<{ name: string; file: string; plain: boolean; eager: boolean }[]>}
 */
export async function findIslands(root) {
  const dir = path.join(root, 'client/islands');
  const files = (await readdir(dir)).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.')).sort();
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: files.map((f) => `client/islands/${f}`),
    bundle: false,
    write: false,
    metafile: true,
    format: 'esm',
    jsx: 'automatic',
    outdir: 'islands-exports',
    logLevel: 'warning',
  });
  const exportsOf = new Map(Object.values(metafile.outputs).map((out) => [out.entryPoint, out.exports]));
  return files.map((file) => {
    const exported = exportsOf.get(`client/islands/${file}`) ?? [];
    if (!exported.includes('default'))
      throw new Error(`client build: client/islands/${file} has no default export (the component the server renders)`);
    const plain = exported.includes('enhance');
    const eager = exported.includes('eager');
    if (eager && !plain)
      throw new Error(`client build: client/islands/${file} exports eager but no enhance (only plain islands run eagerly)`);
    return { name: file.replace(/\.tsx?$/, ''), file, plain, eager };
  });
}

/**
 * The esbuild plugin of the browser build: `virtual:islands`, a lazy loader per island, so each
 * island is its own chunk; a plain island is loaded through `virtual:plain/<name>`: its own
 * source, its JSX bound to a runtime never called, so its chunk carries nothing of React.
 */
export function islandsPlugin(root, islands) {
  const dir = path.join(root, 'client/islands');
  const byName = new Map(islands.map((island) => [island.name, island]));
  return {
    name: 'islands',
    setup(b) {
      b.onResolve({ filter: /^server-only-jsx\/jsx-runtime$/ }, () => ({
        path: 'server-only-jsx',
        namespace: 'virtual',
        sideEffects: false,
      }));
      b.onLoad({ filter: /^server-only-jsx$/, namespace: 'virtual' }, () => ({
        loader: 'js',
        contents:
          'const serverOnly = () => { throw new Error("a plain island renders on the server only"); };\nexport { serverOnly as jsx, serverOnly as jsxs };\nexport const Fragment = null;\n',
      }));
      b.onResolve({ filter: /^virtual:islands$/ }, () => ({ path: 'islands', namespace: 'virtual' }));
      b.onResolve({ filter: /^virtual:plain\// }, (args) => ({ path: args.path.slice('virtual:'.length), namespace: 'virtual' }));
      b.onLoad({ filter: /^plain\//, namespace: 'virtual' }, async (args) => {
        const island = byName.get(args.path.slice('plain/'.length));
        const source = await readFile(path.join(dir, island.file), 'utf8');
        return { resolveDir: dir, loader: 'tsx', contents: `/** @jsxImportSource server-only-jsx */\n${source}` };
      });
      b.onLoad({ filter: /^islands$/, namespace: 'virtual' }, () => ({
        resolveDir: dir,
        loader: 'js',
        contents: `export const loaders = {\n${islands
          .map(
            ({ name, file, plain }) =>
              `  ${JSON.stringify(name)}: () => import(${JSON.stringify(plain ? `virtual:plain/${name}` : `./${file}`)}),`,
          )
          .join('\n')}\n};\n`,
      }));
    },
  };
}

const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

/**
 * src/generated/islands.ts: every island module by its name, held by the type check to the
 * shape the protocol describes (src/shared/island-protocol.ts). Written only when it changes, so a
 * rebuild does not make `wrangler dev` reload for nothing.
 */
export async function writeIslandRegistry(root, islands) {
  const text = [
    '// Written by scripts/build-client.mjs from the files of client/islands/ (not committed): an',
    "// island's name is its file name, and <Island> (src/components/island.tsx) finds it here by the",
    '// component it is given, so no name is typed twice.',
    "import type { IslandModule } from '../shared/island-protocol';",
    ...islands.map(({ name }) => `import * as ${camel(name)} from '../../client/islands/${name}';`),
    '',
    'export const ISLAND_MODULES = {',
    ...islands.map(({ name }) => `  ${JSON.stringify(name)}: ${camel(name)},`),
    '} as const satisfies Record<string, IslandModule>;',
    '',
  ].join('\n');
  const file = path.join(root, 'src/generated/islands.ts');
  if ((await readFile(file, 'utf8').catch(() => '')) === text) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.${process.pid}.tmp`, text);
  await rename(`${file}.${process.pid}.tmp`, file);
}
