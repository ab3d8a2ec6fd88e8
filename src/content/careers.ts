import { SPEC } from '../lib/constants';

/** Slugs of the open jobs and internships; text in locales/<lang>/careers.json. */
export const JOB_SLUGS = ['digital-marketing-agency-partnership'] as const;
export type JobSlug = (typeof JOB_SLUGS)[number];

export const INTERNSHIP_SLUGS = ['react-intern', 'ai-intern', 'graphic-design-intern', 'business-developer-intern'] as const;
type InternshipSlug = (typeof INTERNSHIP_SLUGS)[number];

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

export const JOBS: readonly PositionData<JobSlug>[] = JOB_SLUGS.map((slug, index) => ({
  id: index + 1,
  slug,
  applyLink: '',
  remote: true,
  datePosted: '2025-06-01',
  validThrough: '2026-12-31',
}));

export interface InternshipData extends PositionData<InternshipSlug> {
  durationMonths: number;
}

export const INTERNSHIPS: readonly InternshipData[] = INTERNSHIP_SLUGS.map((slug, index) => ({
  id: index + 1,
  slug,
  applyLink: '',
  remote: false,
  datePosted: '2025-06-01',
  validThrough: '2026-12-31',
  durationMonths: SPEC.internship.durationMonths,
}));
