// Writes public/tech/<slug>.svg, one brand mark (simple-icons, in its brand colour) per icon slug
// named in src/content/tech.ts:
//
//   node scripts/generate-tech-icons.mjs
//
// The marks are static images, so no icon data travels in the site's JavaScript. The output is
// committed; run this again after adding a technology. tests/unit/assets.test.ts checks that
// every slug has its file and that each file matches its simple-icons source.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as simpleIcons from 'simple-icons';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'public', 'tech');

/** The file's text for a simple-icons icon: its path in its brand colour. */
export function techIconSvg(icon) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#${icon.hex}"><path d="${icon.path}"/></svg>\n`;
}

export function iconBySlug(slug) {
  const icon = Object.values(simpleIcons).find((candidate) => candidate?.slug === slug);
  if (!icon) throw new Error(`simple-icons has no icon "${slug}"`);
  return icon;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const source = await readFile(path.join(ROOT, 'src', 'content', 'tech.ts'), 'utf8');
  const slugs = [...new Set([...source.matchAll(/\bicon: '([a-z0-9]+)'/g)].map((match) => match[1]))];
  await mkdir(OUT, { recursive: true });
  for (const slug of slugs) await writeFile(path.join(OUT, `${slug}.svg`), techIconSvg(iconBySlug(slug)));
  console.log(`wrote ${slugs.length} icons to public/tech/`);
}
