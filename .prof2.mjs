import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import fs from 'node:fs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await b.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto('http://127.0.0.1:4180' + process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
const maps = new Map();
function orig(cf) {
  const m = /\/assets\/(.+\.js)$/.exec(cf.url); if (!m) return `${cf.functionName || '(anon)'} ${cf.url.replace(/.*\//,'')}`;
  if (!maps.has(m[1])) { try { maps.set(m[1], new SourceMapConsumer(JSON.parse(fs.readFileSync('dist/assets/' + m[1] + '.map', 'utf8')))); } catch { maps.set(m[1], null); } }
  const c = maps.get(m[1]); if (!c) return cf.functionName + ' ' + m[1];
  const p = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
  return `${p.name || cf.functionName} ${(p.source || '').replace(/.*node_modules\//, '').replace(/^.*\/src\//, 'src/')}:${p.line}`;
}
const byId = new Map(profile.nodes.map(n => [n.id, n])); const parent = new Map();
profile.nodes.forEach(n => (n.children || []).forEach(c => parent.set(c, n.id)));
const self = new Map(), incl = new Map();
profile.samples.forEach((id, i) => { const d = profile.timeDeltas[i] || 0; const n = byId.get(id); const k = orig(n.callFrame); self.set(k, (self.get(k) || 0) + d);
  const seen = new Set(); let cur = id; while (cur) { const kk = orig(byId.get(cur).callFrame); if (!seen.has(kk)) { incl.set(kk, (incl.get(kk) || 0) + d); seen.add(kk); } cur = parent.get(cur); } });
console.log('SELF'); [...self].sort((a, b) => b[1] - a[1]).slice(2, 28).forEach(([k, v]) => console.log((v / 1000).toFixed(1), k));
console.log('INCLUSIVE'); [...incl].sort((a, b) => b[1] - a[1]).slice(0, 40).forEach(([k, v]) => console.log((v / 1000).toFixed(1), k));
await b.close();
