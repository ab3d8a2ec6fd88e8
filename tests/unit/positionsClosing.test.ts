import { afterEach, describe, expect, it, vi } from 'vitest';
import records from '../../locales/records/positions.json';
import { internshipsOn, jobsOn, openOnly, positionState, published, type PositionState } from '../../src/content/careers';
import { recordFileSchemas } from '../../src/content/recordSchemas';
import { isIsoDay, readSiteToday, riyadhToday } from '../../src/content/siteToday';
import { formatDate } from '../../src/lib/format';
import { localizedPath, type RouteTarget } from '../../src/lib/paths';
import { LANGUAGES, text } from '../support/locales';

/** The day after an ISO day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Every position in the file, by kind, as the pages name them. */
const KINDS = [
  { kind: 'jobs', route: 'job', list: 'careers', ns: 'job', entries: Object.entries(records.jobs) },
  {
    kind: 'internships',
    route: 'internship',
    list: 'internships',
    ns: 'internship',
    entries: Object.entries(records.internships),
  },
] as const;
const positionTarget = (route: 'job' | 'internship', slug: string): RouteTarget =>
  route === 'job' ? { id: 'job', params: { slug } } : { id: 'internship', params: { slug } };
const ALL = KINDS.flatMap(({ entries, ...kind }) => entries.map(([slug, record]) => ({ ...kind, slug, record })));
/** The last day any position of the file takes applications: the day after it, all are closed. */
const lastDay = ALL.map(({ record }) => record.validThrough)
  .sort()
  .at(-1)!;
/** The first position to close, and the day after its last: it is closed, later ones may be open. */
const firstToClose = [...ALL].sort((a, b) => a.record.validThrough.localeCompare(b.record.validThrough))[0]!;
const firstClosedDay = dayAfter(firstToClose.record.validThrough);
/** The first day any position of the file is open. */
const firstPosted = ALL.map(({ record }) => record.datePosted).sort()[0]!;
/** What the lists and pages read of a position. */
type Life = { slug: string; state: PositionState; datePosted: string; validThrough: string };

describe("the build's day", () => {
  it('is the day in Riyadh (UTC+3): a new day starts at 21:00 UTC', () => {
    expect(riyadhToday(new Date('2026-12-31T20:59:59.999Z'))).toBe('2026-12-31');
    expect(riyadhToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(riyadhToday(new Date('2026-06-01T00:00:00+03:00'))).toBe('2026-06-01');
  });

  it('is SITE_TODAY when set, else today in Riyadh; a malformed SITE_TODAY stops the build naming it', () => {
    const now = new Date('2026-03-01T22:30:00Z');
    expect(readSiteToday({}, now)).toBe('2026-03-02');
    expect(readSiteToday({ SITE_TODAY: '' }, now)).toBe('2026-03-02');
    expect(readSiteToday({ SITE_TODAY: '2030-01-15' }, now)).toBe('2030-01-15');
    for (const bad of ['2026-02-30', '2026-13-01', 'tomorrow', '15/01/2030', '2030-1-15'])
      expect(() => readSiteToday({ SITE_TODAY: bad }, now), bad).toThrow(/SITE_TODAY=.*YYYY-MM-DD/);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
  });
});

describe("a position's life", () => {
  it.each(ALL.map((position) => [position.slug, position.record] as const))(
    '%s: not yet posted before datePosted, open through the whole of validThrough in Riyadh, closed from the next day',
    (_, record) => {
      const at = (instant: string) => positionState(record, riyadhToday(new Date(instant)));
      expect(at(`${dayBefore(record.datePosted)}T23:59:59+03:00`)).toBe('scheduled');
      expect(at(`${record.datePosted}T00:00:00+03:00`)).toBe('open');
      expect(at(`${record.validThrough}T00:00:00+03:00`)).toBe('open');
      expect(at(`${record.validThrough}T23:59:59+03:00`)).toBe('open');
      expect(at(`${dayAfter(record.validThrough)}T00:00:00+03:00`)).toBe('closed');
      // The same instant in UTC: 21:00 UTC on the last day is already the next day in Riyadh.
      expect(at(`${record.validThrough}T20:59:59Z`)).toBe('open');
      expect(at(`${record.validThrough}T21:00:00Z`)).toBe('closed');
    },
  );

  it('a position that closes before it opens is refused, naming the field', () => {
    const [slug, job] = Object.entries(records.jobs)[0]!;
    const result = recordFileSchemas['positions.json'].safeParse({
      ...records,
      jobs: { ...records.jobs, [slug]: { ...job, validThrough: dayBefore(job.datePosted) } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([`jobs.${slug}.validThrough`]);
  });
});

describe('the lists and pages on a given day', () => {
  it('the lists keep the open positions only; every posted position keeps a page', () => {
    for (const today of [firstPosted, firstClosedDay, dayAfter(lastDay)]) {
      const kinds: Life[][] = [jobsOn(today), internshipsOn(today)];
      for (const positions of kinds) {
        expect(openOnly(positions).map((p) => p.slug)).toEqual(
          positions.filter((p) => p.datePosted <= today && today <= p.validThrough).map((p) => p.slug),
        );
        expect(published(positions).map((p) => p.slug)).toEqual(
          positions.filter((p) => p.datePosted <= today).map((p) => p.slug),
        );
      }
    }
    expect(openOnly([...jobsOn(dayAfter(lastDay)), ...internshipsOn(dayAfter(lastDay))])).toEqual([]);
  });
});

/**
 * The site as a build on `today` renders it: the modules read SITE_TODAY when first imported, so
 * they are imported afresh with it set.
 */
async function siteOn(today: string) {
  vi.stubEnv('SITE_TODAY', today);
  vi.resetModules();
  const [{ render }, { isListed, pageTargets }, careers] = await Promise.all([
    import('../../src/entry-server'),
    import('../../src/app/prerenderPaths'),
    import('../../src/content/careers'),
  ]);
  return { render, isListed, pageTargets, careers };
}
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => (JSON.parse(match[1]!) as { '@type': string })['@type'],
  );
/** A page's own content, without the shell (whose footer has the company's email and WhatsApp). */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
/** A text as a regular expression that matches it literally (a translation may have brackets, dots…). */
const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What React writes for a text: its HTML escapes. */
const escaped = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe(`a build the day after a position's last day (${firstClosedDay})`, { timeout: 60_000 }, () => {
  it('leaves closed positions out of their list and of search and the sitemap, and keeps their pages', async () => {
    const { render, isListed, pageTargets, careers } = await siteOn(firstClosedDay);
    const states = new Map<string, PositionState>([...careers.JOBS, ...careers.INTERNSHIPS].map((p) => [p.slug, p.state]));
    expect(states.get(firstToClose.slug)).toBe('closed');
    const targets = new Map(pageTargets().map((target) => [localizedPath(LANGUAGES[0]!, target), target]));
    for (const lang of LANGUAGES)
      for (const { kind, route, list, entries } of KINDS) {
        const html = await render(localizedPath(lang, { id: list }));
        for (const [slug] of entries) {
          const href = `href="${localizedPath(lang, positionTarget(route, slug))}"`;
          expect(html.includes(href), `${lang} ${kind}: ${slug} (${states.get(slug)}) listed`).toBe(states.get(slug) === 'open');
          const target = targets.get(localizedPath(LANGUAGES[0]!, positionTarget(route, slug)));
          expect(target, `${slug} has a page`).toBeDefined();
          expect(isListed(target!), `${slug} offered to search`).toBe(states.get(slug) === 'open');
        }
      }
  });

  it('a closed position says so in every language, links to the open ones, and has no JobPosting and no way to apply', async () => {
    const { render } = await siteOn(firstClosedDay);
    const { route, list, ns, slug, record } = firstToClose;
    for (const lang of LANGUAGES) {
      const html = await render(localizedPath(lang, positionTarget(route, slug)));
      const notice = text(lang, `careers:${ns}.closedNotice`, { date: formatDate(record.validThrough, lang) });
      expect(html.includes(`>${escaped(notice)}</p>`), `${lang}: ${notice}`).toBe(true);
      const link = new RegExp(
        `<a [^>]*href="${localizedPath(lang, { id: list })}"[^>]*>${literal(escaped(text(lang, `careers:${ns}.openPositions`)))}</a>`,
      );
      expect(link.test(html), `${lang}: the link to the open positions`).toBe(true);
      expect(html.includes('<meta name="robots" content="noindex"/>'), `${lang}: noindex`).toBe(true);
      expect(jsonLdTypes(html)).not.toContain('JobPosting');
      const main = mainOf(html);
      for (const apply of ['mailto:', 'https://wa.me/', '<iframe', escaped(text(lang, 'careers:labels.applyByEmail'))])
        expect(main.includes(apply), `${lang}: ${apply} on a closed position's page`).toBe(false);
    }
  });

  it('an open position keeps its JobPosting and the ways to apply', async () => {
    const { render, careers } = await siteOn(firstClosedDay);
    const open = [...careers.JOBS.map((p) => ['job', p] as const), ...careers.INTERNSHIPS.map((p) => ['internship', p] as const)];
    for (const [route, position] of open.filter(([, p]) => p.state === 'open'))
      for (const lang of LANGUAGES) {
        const page = await render(localizedPath(lang, positionTarget(route, position.slug)));
        expect(jsonLdTypes(page), position.slug).toContain('JobPosting');
        expect(mainOf(page).includes('mailto:'), position.slug).toBe(true);
        expect(page.includes('noindex'), position.slug).toBe(false);
      }
  });
});

describe('a build on the day a position is posted', { timeout: 60_000 }, () => {
  it('lists it, with its JobPosting and the ways to apply', async () => {
    const { slug, route, list, record } = firstToClose;
    const { render } = await siteOn(record.datePosted);
    for (const lang of LANGUAGES) {
      expect(await render(localizedPath(lang, { id: list }))).toContain(
        `href="${localizedPath(lang, positionTarget(route, slug))}"`,
      );
      const page = await render(localizedPath(lang, positionTarget(route, slug)));
      expect(jsonLdTypes(page)).toContain('JobPosting');
      expect(mainOf(page).includes('mailto:')).toBe(true);
      expect(page.includes('data-testid="position-closed"')).toBe(false);
    }
  });
});
