// Part of `npm run lint`: no code file in src/, client/, scripts/, bench/ or test/helpers/ is over 250
// lines. A longer file is doing more than one thing; split it where it changes subject (a script's
// parts go in a folder named after it: scripts/deploy.mjs and scripts/deploy/, bench/lib/cold.mjs
// and bench/lib/cold/).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 250;
const DIRS = ['src', 'client', 'scripts', 'bench', 'test/helpers'];
/**
 * What the rule leaves alone: what the build writes (src/generated/), and the one-off generators
 * of the committed media (the images, drawings and blog covers), each a single pass of drawing
 * code run by hand when the art changes, not code the site or its tests run; and what the layer
 * bench writes in bench/.tmp/ (its variants' copies of src/).
 */
const EXCEPTIONS = ['src/generated/', 'scripts/media/', 'scripts/blog-covers/', 'bench/.tmp/'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const tooLong = [];
let checked = 0;
for (const dir of DIRS) {
  for (const entry of await readdir(path.join(root, dir), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ts|tsx|mjs|js|cjs)$/.test(entry.name)) continue;
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (EXCEPTIONS.some((prefix) => file.startsWith(prefix))) continue;
    const lines = (await readFile(path.join(root, file), 'utf8')).split('\n').length - 1;
    checked++;
    if (lines > MAX_LINES) tooLong.push(`  ${file}: ${lines} lines`);
  }
}
if (tooLong.length > 0) {
  console.error(`Code files over ${MAX_LINES} lines (split each where it changes subject):\n${tooLong.join('\n')}`);
  process.exit(1);
}
console.log(`file size: ${checked} code files in ${DIRS.join(', ')}, none over ${MAX_LINES} lines (${EXCEPTIONS.join(', ')} aside)`);
