import { expect, test } from '@playwright/test';
import { BUDGET, FIRST_LOAD_JS_CEILING_KIB } from '../../scripts/budget';
import { measureFirstLoads, type FirstLoad } from '../../scripts/lib/first-load';
import { pageTargets } from '../../src/app/prerenderPaths';
import { LANGUAGES } from '../../src/lib/language/languages';
import { localizedPath, type RouteId } from '../../src/lib/paths';

/**
 * One page of every route: the pages of a route load the same scripts (a record's own data, such as
 * an article's body, is not part of a first load), so its first record stands for the others, and
 * the test costs a third of the page loads (each about half a second of processor time).
 */
function oneOfEachRoute(): ReturnType<typeof pageTargets> {
  const seen = new Set<RouteId>();
  return pageTargets().filter((target) => !seen.has(target.id) && Boolean(seen.add(target.id)));
}

/**
 * First-load script of every route's pages, in both languages: every script the page requests
 * with no interaction until the network has been quiet for 3 s after the page is ready, at a
 * phone's width and at 1280 px, the larger counting (scripts/lib/first-load.ts). A page over
 * FIRST_LOAD_JS_CEILING_KIB fails; the table in the output shows every page against it and against
 * the budget's target (BUDGET.firstLoadJsKiB, which `npm run bench` holds its pages to).
 *
 * Both widths are measured here, so the test runs in the desktop project only. One test per
 * language, so that two workers share the pages; in each, every width has a browser context of
 * its own with TABS pages loading side by side, since a load is mostly waiting (3 s of quiet).
 */
const TABS = 8;
const kib = (value: number) => value.toFixed(1).padStart(7);

function table(loads: readonly FirstLoad[], origin: string): string {
  const path = (load: FirstLoad) => load.url.slice(origin.length);
  const width = Math.max(...loads.map((load) => path(load).length));
  const rows = loads.map((load) => {
    const marks = `${load.kib > FIRST_LOAD_JS_CEILING_KIB ? ' ✗' : ''}${load.phone.capped || load.desktop.capped ? ' (never quiet)' : ''}`;
    return `| ${path(load).padEnd(width)} | ${kib(load.phone.kib)} | ${kib(load.desktop.kib)} | ${kib(load.kib)}${marks} |`;
  });
  const worst = loads.reduce((a, b) => (b.kib > a.kib ? b : a));
  const withinTarget = loads.filter((load) => load.kib <= BUDGET.firstLoadJsKiB).length;
  return [
    `| ${'Page'.padEnd(width)} | ${['Phone', 'Desktop', 'Counted'].map((heading) => heading.padStart(7)).join(' | ')} |`,
    `| ${'-'.repeat(width)} | ${Array.from({ length: 3 }, () => '-----:'.padStart(7, '-')).join(' | ')} |`,
    ...rows,
    `Gzip KiB. Largest ${worst.kib.toFixed(1)} KiB (${path(worst)}); ceiling ${FIRST_LOAD_JS_CEILING_KIB} KiB (✗ over it); ` +
      `${withinTarget} of ${loads.length} pages within the ${BUDGET.firstLoadJsKiB} KiB target.`,
  ].join('\n');
}

test.describe('first-load script of every route @desktop', () => {
  for (const lang of LANGUAGES) {
    test(`${lang}: every route's first-load script within the ceiling`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      if (!baseURL) throw new Error("The budget test needs the config's baseURL");
      const origin = baseURL;
      const urls = oneOfEachRoute().map((target) => `${origin}${localizedPath(lang, target)}`);
      const started = Date.now();
      const loads = await measureFirstLoads(browser, urls, { tabs: TABS });
      console.log(
        `First-load script, ${lang} (${loads.length} pages, ${((Date.now() - started) / 1000).toFixed(0)} s):\n${table(loads, origin)}`,
      );
      const capped = loads.filter((load) => load.phone.capped || load.desktop.capped).map((load) => load.url);
      expect(capped, 'pages whose network never went quiet').toEqual([]);
      const over = loads
        .filter((load) => load.kib > FIRST_LOAD_JS_CEILING_KIB)
        .map((load) => `${load.url.slice(origin.length)}: ${load.kib.toFixed(1)} KiB > ${FIRST_LOAD_JS_CEILING_KIB} KiB`);
      expect(over, 'pages over the first-load ceiling').toEqual([]);
    });
  }
});
