import { useTranslation } from 'react-i18next';
import { INTERNSHIPS, JOBS, openOnly, published, type PositionData, type PositionState } from '../../content/careers';
import type { FaqItem, PositionText } from '../../content/schemas';
import type { RouteTarget } from '../../lib/paths';

/** One position as its pages show it. */
interface PositionEntry {
  data: PositionData<string>;
  /** Open (listed, with its JobPosting and the ways to apply) or closed (its page says so). */
  state: PositionState;
  text: PositionText;
  /** This position's page. */
  target: RouteTarget;
  /** An internship's duration, from its data ("3 months"); jobs have none. */
  duration?: string;
  /** The fact its card adds: experience for a job, duration for an internship. */
  extra: string;
}

/** A kind of open position: its list page's texts, its records and where they lead. */
interface PositionKind {
  list: { to: RouteTarget; name: string };
  meta: { title: string; description: string };
  hero: { title: string; subtitle: string };
  heading: string;
  subtitle: string;
  viewDetails: string;
  faqHeading: string;
  noPositions: string;
  faq: readonly FaqItem[];
  back: string;
  notFound: { title: string; body: string };
  /** A closed position's page: its status, the notice with the last day to apply, the link to the open ones. */
  closed: { status: string; notice: (date: string) => string; openPositions: string };
  employmentType: 'CONTRACTOR' | 'INTERN';
  /** The positions with a page: open and closed (src/content/careers.ts). */
  entries: readonly PositionEntry[];
  /** The open ones, which the list shows. */
  open: readonly PositionEntry[];
}

/** A kind's texts and its positions: every published one has a page, the open ones are listed. */
function withEntries(kind: Omit<PositionKind, 'open'>): PositionKind {
  return { ...kind, open: openOnly(kind.entries) };
}

function useJobs(): PositionKind {
  const { t } = useTranslation('careers');
  return withEntries({
    list: { to: { id: 'careers' }, name: t('careers.hero.title') },
    meta: { title: t('careers.meta.title'), description: t('careers.meta.description') },
    hero: { title: t('careers.hero.title'), subtitle: t('careers.hero.subtitle') },
    heading: t('careers.heading'),
    subtitle: t('careers.subtitle'),
    viewDetails: t('careers.viewDetails'),
    faqHeading: t('careers.faqHeading'),
    noPositions: t('labels.noPositions'),
    faq: t('faq.careers', { returnObjects: true }),
    back: t('labels.backToCareers'),
    notFound: { title: t('job.notFound'), body: t('job.notFoundBody') },
    closed: {
      status: t('labels.closed'),
      notice: (date) => t('job.closedNotice', { date }),
      openPositions: t('job.openPositions'),
    },
    employmentType: 'CONTRACTOR',
    entries: published(JOBS).map((job) => {
      const text = t(`jobs.${job.slug}`, { returnObjects: true });
      return { data: job, state: job.state, text, target: { id: 'job', params: { slug: job.slug } }, extra: text.experience };
    }),
  });
}

function useInternships(): PositionKind {
  const { t } = useTranslation('careers');
  return withEntries({
    list: { to: { id: 'internships' }, name: t('internships.hero.title') },
    meta: { title: t('internships.meta.title'), description: t('internships.meta.description') },
    hero: { title: t('internships.hero.title'), subtitle: t('internships.hero.subtitle') },
    heading: t('internships.heading'),
    subtitle: t('internships.subtitle'),
    viewDetails: t('internships.viewDetails'),
    faqHeading: t('internships.faqHeading'),
    noPositions: t('labels.noPositions'),
    faq: t('faq.internships', { returnObjects: true }),
    back: t('labels.backToInternships'),
    notFound: { title: t('internship.notFound'), body: t('internship.notFoundBody') },
    closed: {
      status: t('labels.closed'),
      notice: (date) => t('internship.closedNotice', { date }),
      openPositions: t('internship.openPositions'),
    },
    employmentType: 'INTERN',
    entries: published(INTERNSHIPS).map((internship) => {
      const duration = t('labels.months', { count: internship.durationMonths });
      return {
        data: internship,
        state: internship.state,
        text: t(`internshipItems.${internship.slug}`, { returnObjects: true }),
        target: { id: 'internship', params: { slug: internship.slug } },
        duration,
        extra: duration,
      };
    }),
  });
}

/**
 * The two kinds of position share one list page and one detail page; each kind's hook
 * says where its records, routes and texts (in the `careers` namespace) are.
 */
export const POSITION_KINDS = { jobs: useJobs, internships: useInternships } as const;
export type PositionKindId = keyof typeof POSITION_KINDS;
