import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { LANGUAGES } from '../../src/lib/language/languages';
import { PDF, RLE, accented } from '../../scripts/lib/pseudo';
import { PSEUDO_LANGUAGES } from '../../scripts/lib/pseudo-site';

/**
 * Static validity of the production build:
 * - every prerendered HTML file in dist/ passes the W3C Nu HTML Checker (vnu.jar) without errors;
 * - a crawl of the running site from /en/home, /ar/home and / finds no broken link or fragment.
 */

const root = path.resolve(import.meta.dirname, '..', '..');
const dist = path.join(root, 'dist');
const vnuJar = path.join(root, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

function htmlFiles(): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dist, file))
    .sort();
}

/** Runs vnu once over all files; resolves with its JSON report (vnu writes it to stderr). */
function runVnu(files: string[]): Promise<{ messages: VnuMessage[] }> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      // No --filterpattern: no rule of the current build needs one (none is a known vnu false positive).
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024, timeout: 150_000 },
      (error, _stdout, stderr) => {
        // vnu exits 1 when it found errors; only a missing or unparsable report is a failure to run.
        try {
          resolve(JSON.parse(stderr) as { messages: VnuMessage[] });
        } catch {
          reject(new Error(`vnu did not produce a JSON report: ${error?.message ?? ''}\n${stderr.slice(0, 2000)}`));
        }
      },
    );
  });
}

test.describe('validity @desktop', () => {
  test('every prerendered HTML file passes the Nu HTML Checker', async () => {
    test.setTimeout(180_000);
    expect(existsSync(vnuJar), `${vnuJar} (dev dependency vnu-jar)`).toBe(true);
    const files = htmlFiles();
    expect(files.length, 'HTML files in dist/ (run `npm run build`)').toBeGreaterThan(0);

    const report = await runVnu(files);
    const errors = report.messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
      .map((m) => {
        const file = m.url ? path.relative(root, decodeURIComponent(m.url.replace(/^file:/, ''))) : '(no file)';
        const where = m.lastLine === undefined ? file : `${file}:${m.lastLine}:${m.firstColumn ?? m.lastColumn ?? 0}`;
        return `${where}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ')}` : ''}`;
      });
    expect(errors.length, `Nu HTML Checker: ${errors.length} error(s) in ${files.length} files\n${errors.join('\n')}\n`).toBe(0);
  });

  test('no broken links or fragments within the site', async ({ baseURL }) => {
    test.setTimeout(120_000);
    const origin = baseURL!.replace(/\/+$/, '');
    const checker = new LinkChecker();
    const result = await checker.check({
      path: [`${origin}/en/home`, `${origin}/ar/home`, `${origin}/`],
      recurse: true,
      checkFragments: true,
      concurrency: 16,
      timeout: 20_000,
      // Only this site: anything elsewhere (social profiles, the canonical origin), mail and phone.
      linksToSkip: async (link) => /^(mailto|tel):/i.test(link) || !(link === origin || link.startsWith(`${origin}/`)),
    });

    const broken = result.links
      .filter((link: LinkResult) => link.state === LinkState.BROKEN)
      .map((link) => {
        const details = (link.failureDetails ?? []).map((d) => (d instanceof Error ? d.message : `HTTP ${d.status}`)).join('; ');
        return `${link.url} [${link.status ?? '-'}${details ? `: ${details}` : ''}] on ${link.parent ?? '(start)'}`;
      });
    const checked = result.links.filter((link) => link.state === LinkState.OK);
    // The crawl really recursed through the site (every route, both languages).
    expect(checked.length, 'links checked').toBeGreaterThan(100);
    expect(broken.length, `linkinator: ${broken.length} broken link(s) of ${result.links.length}\n${broken.join('\n')}\n`).toBe(
      0,
    );
  });
});

// The pseudo-locales are languages only of the trial copy (scripts/lib/trial.ts): a build of a
// project that does not list them carries nothing of them.
test('the production build has no pseudo-locale it does not list: no page, no file, no string @desktop', async ({ request }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const absent = PSEUDO_LANGUAGES.filter(({ code }) => !(LANGUAGES as readonly string[]).includes(code));
  for (const { code } of absent)
    expect((await request.get(`${origin}/${code}/home`, { maxRedirects: 0 })).status(), `/${code}/home`).toBe(404);
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|js|json|xml|txt|webmanifest|css|svg)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  expect(files.length).toBeGreaterThan(100);
  const marks = [
    ...absent.flatMap(({ code, nativeName, ogLocale }) => [`/${code}/`, `"${code}"`, nativeName, ogLocale]),
    ...(absent.length === PSEUDO_LANGUAGES.length ? [RLE, PDF, accented('Contact').slice(1, 5)] : []),
  ];
  const found = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return marks.filter((mark) => text.includes(mark)).map((mark) => `${path.relative(dist, file)}: ${JSON.stringify(mark)}`);
  });
  expect(found).toEqual([]);
});
