// Build-size budget of every prerendered page (part of `npm test`, after the build; no browser):
//
//   node --import tsx scripts/check-budget.ts
//
// Reads what each page loads from .build/pages.json (written by scripts/prerender.ts): the
// scripts its HTML starts (entry and preloads), its stylesheets, its fonts, and the chunks it may
// load later by itself (Swiper and its CSS, animations). Sizes are gzip (level 6, as served). Fails
// when a page's JS in all (what it starts and what it may load later) passes BUDGET.totalJsKiB,
// its CSS BUDGET.cssKiB, or it uses more than BUDGET.fontFiles fonts. First-load script is counted
// in a browser, as the page requests it (tests/e2e/pages.spec.ts, scripts/lib/first-load.ts), and
// Lighthouse numbers come from `npm run bench`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGET } from './budget';

const ROOT = path.resolve(import.meta.dirname, '..');
/** What one page loads: URLs of files in dist/. */
interface PageAssets {
  firstLoad: string[];
  css: string[];
  later: string[];
  fonts: string[];
}
const pages = JSON.parse(readFileSync(path.join(ROOT, '.build', 'pages.json'), 'utf8')) as Record<string, PageAssets>;
const sizes = new Map<string, number>();
const gzipKiB = (files: readonly string[]) =>
  files.reduce((total, file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(ROOT, 'dist', file)), { level: 6 }).length / 1024;
      sizes.set(file, size);
    }
    return total + size;
  }, 0);

const rows = Object.entries(pages).map(([page, assets]) => {
  const later = (extension: string) => assets.later.filter((file) => file.endsWith(extension));
  return {
    page,
    total: gzipKiB([...assets.firstLoad, ...later('.js')]),
    css: gzipKiB([...assets.css, ...later('.css')]),
    fonts: assets.fonts.length,
  };
});
if (rows.length < 100) throw new Error(`.build/pages.json lists only ${rows.length} pages`);

type Row = (typeof rows)[number];
const checks: [label: string, key: Exclude<keyof Row, 'page'>, limit: number, unit: 'KiB' | 'files'][] = [
  ['total JS', 'total', BUDGET.totalJsKiB, 'KiB'],
  ['CSS', 'css', BUDGET.cssKiB, 'KiB'],
  ['fonts', 'fonts', BUDGET.fontFiles, 'files'],
];
const failures: string[] = [];
for (const [label, key, limit, unit] of checks) {
  const worst = rows.reduce((a, b) => (b[key] > a[key] ? b : a));
  const value = unit === 'KiB' ? worst[key].toFixed(1) : worst[key];
  console.log(`${label.padEnd(14)} largest ${value} ${unit} (${worst.page}), limit ${limit} ${unit}`);
  for (const row of rows)
    if (row[key] > limit)
      failures.push(`${row.page}: ${label} ${unit === 'KiB' ? row[key].toFixed(1) : row[key]} ${unit} > ${limit}`);
}
if (failures.length) {
  console.error(`\nOver budget:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`budget: all ${rows.length} pages within it`);
