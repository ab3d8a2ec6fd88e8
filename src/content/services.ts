import type { ServiceTagId } from './ids';

/** Icons a service feature can show (drawn by FeatureIcon in components/icons.tsx). */
export type FeatureIcon =
  | 'brain'
  | 'chart'
  | 'cart'
  | 'palette'
  | 'gear'
  | 'database'
  | 'bolt'
  | 'code'
  | 'rocket'
  | 'graduation'
  | 'layers'
  | 'link'
  | 'check'
  | 'globe'
  | 'phone'
  | 'cloud'
  | 'shield'
  | 'search'
  | 'users'
  | 'target'
  | 'lock'
  | 'sparkles'
  | 'megaphone'
  | 'workflow';

/** Slugs of the 17 services, in the spec's order; text is joined by slug (locales/<lang>/services.json). */
export const SERVICE_SLUGS = [
  'ai',
  'marketing',
  'ecommerce',
  'uiux',
  'devops',
  'data',
  'automation',
  'python',
  'startup',
  'final-year',
  'ecommerce-pro',
  'blockchain',
  'qa',
  'web',
  'mobile',
  'cloud',
  'security',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export interface ServiceData {
  slug: ServiceSlug;
  tag: ServiceTagId;
  /** One icon per feature label in locales/<lang>/service-details.json → items.<slug>.features. */
  featureIcons: readonly [FeatureIcon, FeatureIcon, FeatureIcon];
}

/** Non-translatable part of the 17 services, in the spec's order; text is joined by slug. */
const DATA: Record<ServiceSlug, Omit<ServiceData, 'slug'>> = {
  ai: { tag: 'hot', featureIcons: ['brain', 'database', 'sparkles'] },
  marketing: { tag: 'trending', featureIcons: ['megaphone', 'search', 'chart'] },
  ecommerce: { tag: 'popular', featureIcons: ['cart', 'lock', 'phone'] },
  uiux: { tag: 'creative', featureIcons: ['palette', 'users', 'layers'] },
  devops: { tag: 'efficient', featureIcons: ['workflow', 'cloud', 'gear'] },
  data: { tag: 'insightful', featureIcons: ['chart', 'database', 'target'] },
  automation: { tag: 'efficient', featureIcons: ['workflow', 'bolt', 'link'] },
  python: { tag: 'core', featureIcons: ['code', 'database', 'bolt'] },
  startup: { tag: 'starterKit', featureIcons: ['rocket', 'layers', 'target'] },
  'final-year': { tag: 'studentSupport', featureIcons: ['graduation', 'code', 'users'] },
  'ecommerce-pro': { tag: 'scalable', featureIcons: ['cart', 'chart', 'cloud'] },
  blockchain: { tag: 'decentralized', featureIcons: ['link', 'lock', 'code'] },
  qa: { tag: 'qa', featureIcons: ['check', 'search', 'workflow'] },
  web: { tag: 'new', featureIcons: ['globe', 'palette', 'bolt'] },
  mobile: { tag: 'featured', featureIcons: ['phone', 'users', 'bolt'] },
  cloud: { tag: 'cloud', featureIcons: ['cloud', 'gear', 'shield'] },
  security: { tag: 'secure', featureIcons: ['shield', 'lock', 'search'] },
};

export const SERVICES: readonly ServiceData[] = SERVICE_SLUGS.map((slug) => ({ slug, ...DATA[slug] }));
