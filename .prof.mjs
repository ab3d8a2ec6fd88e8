import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await b.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto('http://127.0.0.1:4180' + process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
// self time per function+url
const self = new Map(); const byId = new Map(profile.nodes.map(n => [n.id, n]));
const dt = profile.timeDeltas; let total = 0;
profile.samples.forEach((id, i) => { const n = byId.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\//, '')}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) || 0) + (dt[i] || 0)); total += dt[i] || 0; });
const byUrl = new Map(); profile.samples.forEach((id, i) => { const n = byId.get(id); const u = n.callFrame.url.replace(/.*\//, '') || n.callFrame.functionName; byUrl.set(u, (byUrl.get(u) || 0) + (dt[i] || 0)); });
console.log('total ms', (total / 1000).toFixed(0));
[...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).forEach(([k, v]) => console.log('  ', (v / 1000).toFixed(1), k));
[...self].sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, v]) => console.log((v / 1000).toFixed(1), k));
await b.close();
