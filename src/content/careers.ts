import records from '../../locales/records/positions.json' with { type: 'json' };
import { keysOf } from './recordKeys';

/*
 * The open jobs and internships, in the order of locales/records/positions.json; their text is in
 * locales/<lang>/careers.json (`jobs` and `internshipItems`, under the same slug). Adding or closing
 * one is an edit there.
 */
export const JOB_SLUGS = keysOf(records.jobs);
export const INTERNSHIP_SLUGS = keysOf(records.internships);

export interface PositionData<S extends string> {
  id: number;
  slug: S;
  /** External application form embedded on the detail page; empty means apply by email only. */
  applyLink: string;
  remote: boolean;
  /** ISO dates for the JobPosting structured data. */
  datePosted: string;
  validThrough: string;
}

export const JOBS: readonly PositionData<(typeof JOB_SLUGS)[number]>[] = JOB_SLUGS.map((slug, index) => ({
  id: index + 1,
  slug,
  ...records.jobs[slug],
}));

export interface InternshipData extends PositionData<(typeof INTERNSHIP_SLUGS)[number]> {
  durationMonths: number;
}

export const INTERNSHIPS: readonly InternshipData[] = INTERNSHIP_SLUGS.map((slug, index) => ({
  id: index + 1,
  slug,
  ...records.internships[slug],
}));
