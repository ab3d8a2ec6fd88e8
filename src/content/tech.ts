import { TECH_CATEGORY_IDS } from './ids';

export type TechCategoryId = (typeof TECH_CATEGORY_IDS)[number];

/** simple-icons slugs; each has its image in public/tech/ (scripts/generate-tech-icons.ts). */
export type TechIconSlug =
  | 'html5'
  | 'css'
  | 'javascript'
  | 'react'
  | 'nodedotjs'
  | 'django'
  | 'laravel'
  | 'express'
  | 'mysql'
  | 'mongodb'
  | 'firebase'
  | 'flutter'
  | 'docker'
  | 'wordpress';

export interface TechItem {
  /** Technology names are proper nouns: the same in both languages. */
  label: string;
  icon: TechIconSlug;
}

/** URL of a technology's brand mark. */
export const techIconSrc = (slug: TechIconSlug): string => `/tech/${slug}.svg`;

/** The spec's stack: six categories and their items; category titles are in technology.json. */
export const TECH_STACK: readonly { category: TechCategoryId; items: readonly TechItem[] }[] = [
  {
    category: 'frontend',
    items: [
      { label: 'HTML', icon: 'html5' },
      { label: 'CSS', icon: 'css' },
      { label: 'JavaScript', icon: 'javascript' },
      { label: 'React', icon: 'react' },
    ],
  },
  {
    category: 'backend',
    items: [
      { label: 'Node.js', icon: 'nodedotjs' },
      { label: 'Django', icon: 'django' },
      { label: 'Laravel', icon: 'laravel' },
      { label: 'Express.js', icon: 'express' },
    ],
  },
  {
    category: 'databases',
    items: [
      { label: 'SQL / MySQL', icon: 'mysql' },
      { label: 'MongoDB', icon: 'mongodb' },
      { label: 'Firebase', icon: 'firebase' },
    ],
  },
  {
    category: 'mobile',
    items: [
      { label: 'Flutter', icon: 'flutter' },
      { label: 'React Native', icon: 'react' },
    ],
  },
  { category: 'devops', items: [{ label: 'Docker', icon: 'docker' }] },
  { category: 'cms', items: [{ label: 'WordPress', icon: 'wordpress' }] },
];

/** The home page slider shows every item, flattened. */
export const ALL_TECH_ITEMS: readonly TechItem[] = TECH_STACK.flatMap((group) => group.items);
