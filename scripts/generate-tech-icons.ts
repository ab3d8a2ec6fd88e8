// Writes public/tech/<slug>.svg, one brand mark (simple-icons, in its brand colour) per icon slug
// of the stack in src/content/tech.ts:
//
//   node --import tsx scripts/generate-tech-icons.ts
//
// The marks are static images, so no icon data travels in the site's JavaScript. The output is
// committed; run this again after adding a technology. tests/unit/assets.test.ts checks that
// every slug has its file and that each file matches its simple-icons source.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as simpleIcons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';
import { ALL_TECH_ITEMS, techIconSrc, type TechIconSlug } from '../src/content/tech';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The file's text for a simple-icons icon: its path in its brand colour. */
export function techIconSvg(icon: SimpleIcon): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#${icon.hex}"><path d="${icon.path}"/></svg>\n`;
}

export function iconBySlug(slug: string): SimpleIcon {
  const icon = Object.values(simpleIcons).find((candidate) => candidate?.slug === slug);
  if (!icon) throw new Error(`simple-icons has no icon "${slug}"`);
  return icon;
}

/** Every icon slug the site shows, once. */
export const techIconSlugs = (): TechIconSlug[] => [...new Set(ALL_TECH_ITEMS.map((item) => item.icon))];

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const slugs = techIconSlugs();
  for (const slug of slugs) {
    const file = path.join(ROOT, 'public', techIconSrc(slug));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, techIconSvg(iconBySlug(slug)));
  }
  console.log(`wrote ${slugs.length} icons to public/tech/`);
}
