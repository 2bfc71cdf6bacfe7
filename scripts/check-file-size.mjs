// Part of `npm run lint`: no code file in src/ or client/ is over 250 lines. A longer file is
// doing more than one thing; split it where it changes subject (src/generated/ is the build's).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 250;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const tooLong = [];
let checked = 0;
for (const dir of ['src', 'client']) {
  for (const entry of await readdir(path.join(root, dir), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ts|tsx|mjs|js|cjs)$/.test(entry.name)) continue;
    const file = path.relative(root, path.join(entry.parentPath, entry.name));
    if (file.startsWith(path.join('src', 'generated'))) continue;
    const lines = (await readFile(path.join(root, file), 'utf8')).split('\n').length - 1;
    checked++;
    if (lines > MAX_LINES) tooLong.push(`  ${file}: ${lines} lines`);
  }
}
if (tooLong.length > 0) {
  console.error(`Code files over ${MAX_LINES} lines (split each where it changes subject):\n${tooLong.join('\n')}`);
  process.exit(1);
}
console.log(`file size: ${checked} code files in src/ and client/, none over ${MAX_LINES} lines`);
