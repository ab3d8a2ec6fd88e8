import type { Namespace } from '../lib/i18n';
import type { RouteId } from '../lib/paths';
import { lazyPage, type LazyPage } from './lazyPage';

export interface PageEntry {
  page: LazyPage;
  /** Locale namespaces the page reads besides `common`. */
  ns: readonly Namespace[];
}

/** One page component per route id of the route table, each in its own chunk. */
export const PAGES: Record<RouteId, PageEntry> = {
  home: { page: lazyPage(() => import('../pages/HomePage')), ns: ['home'] },
  about: { page: lazyPage(() => import('../pages/AboutPage')), ns: ['about'] },
  team: { page: lazyPage(() => import('../pages/TeamPage')), ns: ['team'] },
  teamMember: { page: lazyPage(() => import('../pages/TeamMemberPage')), ns: ['team'] },
  contact: { page: lazyPage(() => import('../pages/ContactPage')), ns: ['contact'] },
  services: { page: lazyPage(() => import('../pages/ServicesPage')), ns: ['services'] },
  service: { page: lazyPage(() => import('../pages/ServicePage')), ns: ['services'] },
  blog: { page: lazyPage(() => import('../pages/BlogPage')), ns: ['blog'] },
  blogPost: { page: lazyPage(() => import('../pages/BlogPostPage')), ns: ['blog'] },
  process: { page: lazyPage(() => import('../pages/ProcessPage')), ns: ['process'] },
  leadership: { page: lazyPage(() => import('../pages/LeadershipPage')), ns: ['team'] },
  technology: { page: lazyPage(() => import('../pages/TechnologyPage')), ns: ['technology'] },
  startups: { page: lazyPage(() => import('../pages/StartupsPage')), ns: ['audiences'] },
  enterprises: { page: lazyPage(() => import('../pages/EnterprisesPage')), ns: ['audiences'] },
  careers: { page: lazyPage(() => import('../pages/CareersPage')), ns: ['careers'] },
  job: { page: lazyPage(() => import('../pages/JobPage')), ns: ['careers'] },
  internships: { page: lazyPage(() => import('../pages/InternshipsPage')), ns: ['careers'] },
  internship: { page: lazyPage(() => import('../pages/InternshipPage')), ns: ['careers'] },
};
