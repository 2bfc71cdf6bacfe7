// The ALTCHA widget's stylesheet and proof-of-work worker. The widget's default bundle inlines both
// and starts its workers from blob: URLs, which the site's CSP refuses (worker-src 'self'); its
// `external` build leaves them out, and they are served from the site instead, copied as they are
// under public/assets/altcha-<version>/ (a new version, a new path: /assets/ is cached forever).
// The form's challenge chunk (client/form-ui/proof-of-work.ts) is built with that path.
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const FILES = [
  ['dist/external/altcha.css', 'altcha.css'],
  ['dist/workers/pbkdf2.js', 'pbkdf2.js'],
];

/** Copies the files; their public base path and the files written. */
export async function altchaAssets(root) {
  const pkg = path.join(root, 'node_modules/altcha');
  const { version } = JSON.parse(await readFile(path.join(pkg, 'package.json'), 'utf8'));
  const dir = path.join(root, 'public/assets', `altcha-${version}`);
  await mkdir(dir, { recursive: true });
  const files = [];
  for (const [from, to] of FILES) {
    await copyFile(path.join(pkg, from), path.join(dir, to));
    files.push(path.join(dir, to));
  }
  return { base: `/assets/altcha-${version}`, files };
}
