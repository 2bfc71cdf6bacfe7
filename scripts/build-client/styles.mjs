import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The stylesheet as a static asset (public/content/styles/site.<hash>.css): its parts in order,
 * joined by a line break, so the file is the whole sheet. The worker reads it on its first render
 * and cuts it into its parts by their lengths, which the manifest carries with their areas: a
 * plain text file, since a JSON one took twice the CPU to parse. Should that read
 * fail, a page links the same file. Carried in the worker's upload, its 90 KB would be compiled
 * by every new isolate at start-up, though a page the HTML cache serves never needs them. The
 * name carries the content's hash, so a worker version only ever reads the sheet it was built with.
 */
export async function writeStyles(root, parts, pruneAfterMs) {
  const dir = path.join(root, 'public/content/styles');
  await mkdir(dir, { recursive: true });
  const css = parts.map(([, text]) => text).join('\n');
  const name = `site.${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`;
  if ((await readFile(path.join(dir, name), 'utf8').catch(() => undefined)) !== css) {
    await writeFile(path.join(dir, `${name}.${process.pid}.tmp`), css);
    await rename(path.join(dir, `${name}.${process.pid}.tmp`), path.join(dir, name));
  }
  // Earlier sheets go once they are older than a parallel run's server could still be serving.
  for (const old of await readdir(dir)) {
    if (old === name || old.endsWith('.tmp')) continue;
    const file = path.join(dir, old);
    if (Date.now() - (await stat(file)).mtimeMs >= pruneAfterMs) await rm(file, { force: true });
  }
  return { file: `/content/styles/${name}`, parts: parts.map(([area, text]) => [area, text.length]) };
}
