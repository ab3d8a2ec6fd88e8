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

export const PARTNER_IDS = ['partner1', 'partner2', 'partner3', 'partner4'] as const;

/** Icons a service feature can show (drawn by FeatureIcon in components/recordIcons.tsx). */
export const FEATURE_ICONS = [
  'brain',
  'chart',
  'cart',
  'palette',
  'gear',
  'database',
  'bolt',
  'code',
  'rocket',
  'graduation',
  'layers',
  'link',
  'check',
  'globe',
  'phone',
  'cloud',
  'shield',
  'search',
  'users',
  'target',
  'lock',
  'sparkles',
  'megaphone',
  'workflow',
] as const;

/** Where a team member belongs: `leadership` is the /leadership page, the rest the team grid. */
export const TEAM_CATEGORIES = ['leadership', 'development', 'design'] as const;

/** Whether a URL parameter (or any string) is one of a record list's ids or slugs. */
export function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}
