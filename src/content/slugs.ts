/**
 * Ids and slugs of every content record (non-translatable), in the spec's order.
 * Text for each lives in locales/<lang>/*.json under the same id.
 */
export const SERVICE_SLUGS = [
  'ai', 'marketing', 'ecommerce', 'uiux', 'devops', 'data', 'automation', 'python', 'startup',
  'final-year', 'ecommerce-pro', 'blockchain', 'qa', 'web', 'mobile', 'cloud', 'security',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export const BLOG_SLUGS = [
  'custom-web-app-development', 'ai-education', 'remote-work-future', 'ai-in-schools',
  'future-classrooms', 'learning-python-2025', 'cybersecurity-2025', 'chatgpt-for-developers',
  'freelancing-in-2025', 'web3-impact-education',
] as const;
export type BlogSlug = (typeof BLOG_SLUGS)[number];

/** id = English name lower-cased with spaces turned into hyphens (the same in both languages). */
export const TEAM_IDS = [
  'omar-al-harbi', 'sara-al-qahtani', 'yousef-al-dossary', 'lina-haddad', 'faisal-al-mutairi',
  'khalid-al-shammari', 'noura-al-otaibi', 'ahmed-siddiqui', 'maha-al-zahrani', 'daniel-reed',
] as const;
export type TeamId = (typeof TEAM_IDS)[number];

export const JOB_SLUGS = ['digital-marketing-agency-partnership'] as const;
export type JobSlug = (typeof JOB_SLUGS)[number];

export const INTERNSHIP_SLUGS = [
  'react-intern', 'ai-intern', 'graphic-design-intern', 'business-developer-intern',
] as const;
export type InternshipSlug = (typeof INTERNSHIP_SLUGS)[number];

export function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}
