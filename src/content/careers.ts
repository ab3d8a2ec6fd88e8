import { SPEC } from '../lib/constants';
import { INTERNSHIP_SLUGS, JOB_SLUGS, type InternshipSlug, type JobSlug } from './slugs';

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
