import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The stylesheet's parts as a static asset (public/content/styles/styles.<hash>.json), its path
 * returned for the manifest. Carried in the worker's upload, their 90 KB of text would be compiled
 * by every new isolate at start-up, though a page the HTML cache serves never needs them. The name
 * carries the content's hash, so a worker version only ever reads the sheet it was built with.
 */
export async function writeStyles(root, parts, pruneAfterMs) {
  const dir = path.join(root, 'public/content/styles');
  await mkdir(dir, { recursive: true });
  const json = JSON.stringify(parts);
  const name = `styles.${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
  if ((await readFile(path.join(dir, name), 'utf8').catch(() => undefined)) !== json) {
    await writeFile(path.join(dir, `${name}.${process.pid}.tmp`), json);
    await rename(path.join(dir, `${name}.${process.pid}.tmp`), path.join(dir, name));
  }
  // Earlier sheets go once they are older than a parallel run's server could still be serving.
  for (const old of await readdir(dir)) {
    if (old === name || old.endsWith('.tmp')) continue;
    const file = path.join(dir, old);
    if (Date.now() - (await stat(file)).mtimeMs >= pruneAfterMs) await rm(file, { force: true });
  }
  return `/content/styles/${name}`;
}
