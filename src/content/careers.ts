import records from '../../locales/records/positions.json' with { type: 'json' };
import { keysOf } from './recordKeys';
import { SITE_TODAY } from './siteToday';

/*
 * The jobs and internships, in the order of locales/records/positions.json; their text is in
 * locales/<lang>/careers.json (`jobs` and `internshipItems`, under the same slug).
 *
 * Each has a life, by the build's day in Riyadh (src/content/siteToday.ts):
 * - scheduled: before its `datePosted`, it is not published: no page, in no list;
 * - open: from `datePosted` through the whole of its `validThrough` day: listed, with its page,
 *   its JobPosting data and the ways to apply;
 * - closed: from the day after `validThrough`: its page stays (old links still lead somewhere) and
 *   says the position has closed, pointing to the open ones, with no JobPosting data and no way to
 *   apply; it is in no list, not in the site's search nor the sitemap, and search engines are asked
 *   not to index it.
 * A position whose day has passed closes at the next build.
 */
export const JOB_SLUGS = keysOf(records.jobs);
export const INTERNSHIP_SLUGS = keysOf(records.internships);

export type PositionState = 'scheduled' | 'open' | 'closed';

/**
 * A position's state on a day (YYYY-MM-DD, Riyadh): open from `datePosted` through the end of
 * `validThrough` in Riyadh time. ISO days compare as strings.
 */
export function positionState(
  { datePosted, validThrough }: { datePosted: string; validThrough: string },
  today: string,
): PositionState {
  if (today < datePosted) return 'scheduled';
  return today <= validThrough ? 'open' : 'closed';
}

export interface PositionData<S extends string> {
  id: number;
  slug: S;
  /** External application form embedded on the detail page; empty means apply by email only. */
  applyLink: string;
  remote: boolean;
  /** ISO dates for the JobPosting structured data, and the position's life (positionState). */
  datePosted: string;
  validThrough: string;
  /** Its state on the build's day. */
  state: PositionState;
}

/** The positions with a page: open or closed, not those not yet posted. */
export const published = <P extends { state: PositionState }>(positions: readonly P[]): P[] =>
  positions.filter((position) => position.state !== 'scheduled');

/** The positions the lists show: the open ones. */
export const openOnly = <P extends { state: PositionState }>(positions: readonly P[]): P[] =>
  positions.filter((position) => position.state === 'open');

/** Every job in the file, with its state on `today` (the build's day by default). */
export function jobsOn(today: string = SITE_TODAY): PositionData<(typeof JOB_SLUGS)[number]>[] {
  return JOB_SLUGS.map((slug, index) => ({
    id: index + 1,
    slug,
    ...records.jobs[slug],
    state: positionState(records.jobs[slug], today),
  }));
}

export interface InternshipData extends PositionData<(typeof INTERNSHIP_SLUGS)[number]> {
  durationMonths: number;
}

/** Every internship in the file, with its state on `today` (the build's day by default). */
export function internshipsOn(today: string = SITE_TODAY): InternshipData[] {
  return INTERNSHIP_SLUGS.map((slug, index) => ({
    id: index + 1,
    slug,
    ...records.internships[slug],
    state: positionState(records.internships[slug], today),
  }));
}

/** Every job and internship in the file, on the build's day. */
export const JOBS: readonly PositionData<(typeof JOB_SLUGS)[number]>[] = jobsOn();
export const INTERNSHIPS: readonly InternshipData[] = internshipsOn();
