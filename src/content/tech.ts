import {
  siCss, siDjango, siDocker, siExpress, siFirebase, siFlutter, siHtml5, siJavascript, siLaravel,
  siMongodb, siMysql, siNodedotjs, siReact, siWordpress, type SimpleIcon,
} from 'simple-icons';
import { TECH_CATEGORY_IDS } from './ids';

export type TechCategoryId = (typeof TECH_CATEGORY_IDS)[number];

export interface TechItem {
  /** Technology names are proper nouns: the same in both languages. */
  label: string;
  icon: SimpleIcon;
}

/** The spec's stack: six categories and their items; category titles are in technology.json. */
export const TECH_STACK: readonly { category: TechCategoryId; items: readonly TechItem[] }[] = [
  {
    category: 'frontend',
    items: [
      { label: 'HTML', icon: siHtml5 },
      { label: 'CSS', icon: siCss },
      { label: 'JavaScript', icon: siJavascript },
      { label: 'React', icon: siReact },
    ],
  },
  {
    category: 'backend',
    items: [
      { label: 'Node.js', icon: siNodedotjs },
      { label: 'Django', icon: siDjango },
      { label: 'Laravel', icon: siLaravel },
      { label: 'Express.js', icon: siExpress },
    ],
  },
  {
    category: 'databases',
    items: [
      { label: 'SQL / MySQL', icon: siMysql },
      { label: 'MongoDB', icon: siMongodb },
      { label: 'Firebase', icon: siFirebase },
    ],
  },
  {
    category: 'mobile',
    items: [
      { label: 'Flutter', icon: siFlutter },
      { label: 'React Native', icon: siReact },
    ],
  },
  { category: 'devops', items: [{ label: 'Docker', icon: siDocker }] },
  { category: 'cms', items: [{ label: 'WordPress', icon: siWordpress }] },
];

/** The home page slider shows every item, flattened. */
export const ALL_TECH_ITEMS: readonly TechItem[] = TECH_STACK.flatMap((group) => group.items);
