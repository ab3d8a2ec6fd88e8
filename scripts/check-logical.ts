// Fails on physical left/right utilities in src/: layouts must use logical ones (ms/me/ps/pe,
// start/end, text-start, rounded-s/e, border-s/e) so they mirror in Arabic. A deliberate physical
// side is allowed on a line that says why with a "physical:" comment.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', 'src');
const PHYSICAL =
  /(?<![\w-])-?(m[lr]|p[lr]|left|right|scroll-[mp][lr])-(\d|\[|px|auto|full|1\/2)|(?<![\w-])(text-(left|right)|rounded-([lr]|[tb][lr])|border-[lr]|float-(left|right))(?![\w])/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(tsx?|css)$/.test(entry.name)) yield full;
  }
}

const problems: string[] = [];
for await (const file of files(root)) {
  const lines = (await readFile(file, 'utf8')).split('\n');
  lines.forEach((line, i) => {
    const match = PHYSICAL.exec(line);
    if (match && !line.includes('physical:')) {
      problems.push(`${path.relative(process.cwd(), file)}:${i + 1}  "${match[0]}"`);
    }
  });
}
if (problems.length) {
  console.error(
    `Physical left/right utilities (use logical ones, or explain with a "physical:" comment):\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log('logical properties: ok');
