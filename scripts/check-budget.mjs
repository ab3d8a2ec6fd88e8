// Build-size budget of every prerendered page (part of `npm test`, after the build; no browser):
//
//   node scripts/check-budget.mjs
//
// Reads what each page loads from .build/pages.json (written by scripts/prerender.mjs): the
// scripts its HTML starts (entry and preloads), its stylesheets, its fonts, and the chunks it may
// load later by itself (Swiper and its CSS, animations). Sizes are gzip (level 6, as served). Fails when a
// page's first-load JS passes FIRST_LOAD_JS_CEILING_KIB, its total JS BUDGET.totalJsKiB, its CSS
// BUDGET.cssKiB, or it uses more than BUDGET.fontFiles fonts. Lighthouse numbers come from
// `npm run bench`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGET, FIRST_LOAD_JS_CEILING_KIB } from './budget.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const pages = JSON.parse(readFileSync(path.join(ROOT, '.build', 'pages.json'), 'utf8'));
const sizes = new Map();
const gzipKiB = (files) =>
  files.reduce((total, file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(ROOT, 'dist', file)), { level: 6 }).length / 1024);
    return total + sizes.get(file);
  }, 0);

const rows = Object.entries(pages).map(([page, assets]) => {
  const firstLoad = gzipKiB(assets.firstLoad);
  const later = (extension) => assets.later.filter((file) => file.endsWith(extension));
  return {
    page,
    firstLoad,
    total: firstLoad + gzipKiB(later('.js')),
    css: gzipKiB([...assets.css, ...later('.css')]),
    fonts: assets.fonts.length,
  };
});
if (rows.length < 100) throw new Error(`.build/pages.json lists only ${rows.length} pages`);

const checks = [
  ['first-load JS', 'firstLoad', FIRST_LOAD_JS_CEILING_KIB, 'KiB'],
  ['total JS', 'total', BUDGET.totalJsKiB, 'KiB'],
  ['CSS', 'css', BUDGET.cssKiB, 'KiB'],
  ['fonts', 'fonts', BUDGET.fontFiles, 'files'],
];
const failures = [];
for (const [label, key, limit, unit] of checks) {
  const worst = rows.reduce((a, b) => (b[key] > a[key] ? b : a));
  const value = unit === 'KiB' ? worst[key].toFixed(1) : worst[key];
  console.log(`${label.padEnd(14)} largest ${value} ${unit} (${worst.page}), limit ${limit} ${unit}`);
  for (const row of rows) if (row[key] > limit) failures.push(`${row.page}: ${label} ${unit === 'KiB' ? row[key].toFixed(1) : row[key]} ${unit} > ${limit}`);
}
if (failures.length) {
  console.error(`\nOver budget:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`budget: all ${rows.length} pages within it`);
