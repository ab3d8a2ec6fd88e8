import type { TFunction } from 'i18next';
import { INTERNSHIPS, JOBS, type PositionData } from '../../content/careers';
import type { PositionText } from '../../content/schemas';
import type { RouteTarget } from '../../lib/paths';

/** One open position as its pages show it: its record, its texts and the fact its card adds. */
export interface PositionEntry {
  data: PositionData<string>;
  text: PositionText;
  /** An internship's duration, from its data ("3 months"); jobs have none. */
  duration?: string;
  /** Experience for a job, duration for an internship. */
  extra: string;
}

/**
 * The two kinds of open position share their list and detail pages. Each kind says where its
 * records, routes and texts (in the `careers` namespace) are.
 */
export const POSITION_KINDS = {
  jobs: {
    /** Texts of the list page: `careers.*`. */
    section: 'careers',
    faq: 'faq.careers',
    list: { id: 'careers' },
    back: 'labels.backToCareers',
    notFound: { title: 'job.notFound', body: 'job.notFoundBody' },
    employmentType: 'CONTRACTOR',
    target: (slug: string): RouteTarget => ({ id: 'job', params: { slug } }),
    entries: (t: TFunction<'careers'>): PositionEntry[] =>
      JOBS.map((job) => {
        const text = t(`jobs.${job.slug}`, { returnObjects: true });
        return { data: job, text, extra: text.experience };
      }),
  },
  internships: {
    section: 'internships',
    faq: 'faq.internships',
    list: { id: 'internships' },
    back: 'labels.backToInternships',
    notFound: { title: 'internship.notFound', body: 'internship.notFoundBody' },
    employmentType: 'INTERN',
    target: (slug: string): RouteTarget => ({ id: 'internship', params: { slug } }),
    entries: (t: TFunction<'careers'>): PositionEntry[] =>
      INTERNSHIPS.map((internship) => {
        const duration = t('labels.months', { count: internship.durationMonths });
        return { data: internship, text: t(`internshipItems.${internship.slug}`, { returnObjects: true }), duration, extra: duration };
      }),
  },
} as const;

export type PositionKind = keyof typeof POSITION_KINDS;
