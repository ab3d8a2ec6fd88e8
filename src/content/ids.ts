import { SPEC } from '../lib/constants';

/** Ids of records and copy groups, shared by the schemas (tests) and the app (no zod at runtime). */

export const SERVICE_TAG_IDS = [
  'hot',
  'trending',
  'popular',
  'creative',
  'efficient',
  'insightful',
  'core',
  'starterKit',
  'studentSupport',
  'scalable',
  'decentralized',
  'qa',
  'new',
  'featured',
  'cloud',
  'secure',
] as const;
export type ServiceTagId = (typeof SERVICE_TAG_IDS)[number];

export const BLOG_CATEGORY_IDS = [
  'webDevelopment',
  'artificialIntelligence',
  'workCulture',
  'edTech',
  'development',
  'security',
  'aiTools',
  'workCareer',
  'blockchain',
] as const;
export type BlogCategoryId = (typeof BLOG_CATEGORY_IDS)[number];

export const DIFFERENTIATOR_IDS = ['youth', 'worldClass', 'expertise', 'caseStudies', 'costEffective', 'exporter'] as const;

/** The key highlights are numbers of the spec's constants; their ids come from there. */
export const HIGHLIGHT_IDS = SPEC.keyHighlights.map((highlight) => highlight.id);

export const PROCESS_STEP_IDS = ['discover', 'design', 'build', 'launch'] as const;

export const TECH_CATEGORY_IDS = ['frontend', 'backend', 'databases', 'mobile', 'devops', 'cms'] as const;

export const TESTIMONIAL_IDS = ['abdullah', 'reem', 'james', 'huda', 'tariq', 'elena', 'majed', 'fatima'] as const;

export const PARTNER_IDS = ['partner1', 'partner2', 'partner3', 'partner4'] as const;

/** Whether a URL parameter (or any string) is one of a record list's ids or slugs. */
export function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}
