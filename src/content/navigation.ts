import type { RouteTarget } from '../lib/paths';

/**
 * The navbar's five groups (spec section 2, "Global navigation"). /technologies and
 * /quality-assurance are aliases; links point straight at the pages they lead to.
 */
export const NAV_GROUPS = [
  {
    key: 'whatWeDo',
    links: [
      { key: 'services', to: { id: 'services' } },
      { key: 'technologies', to: { id: 'technology' } },
    ],
  },
  {
    key: 'whoWeHelp',
    links: [
      { key: 'startups', to: { id: 'startups' } },
      { key: 'enterprises', to: { id: 'enterprises' } },
    ],
  },
  {
    key: 'whoWeAre',
    links: [
      { key: 'about', to: { id: 'about' } },
      { key: 'leadership', to: { id: 'leadership' } },
    ],
  },
  {
    key: 'howWeDeliver',
    links: [
      { key: 'process', to: { id: 'process' } },
      { key: 'qualityAssurance', to: { id: 'service', params: { slug: 'qa' } } },
    ],
  },
  {
    key: 'join',
    links: [
      { key: 'careers', to: { id: 'careers' } },
      { key: 'internships', to: { id: 'internships' } },
    ],
  },
] as const satisfies readonly { key: string; links: readonly { key: string; to: RouteTarget }[] }[];

/** The footer's quick links to the main pages (their names: common.json → footer.links). */
export const FOOTER_LINKS = [
  { key: 'home', to: { id: 'home' } },
  { key: 'about', to: { id: 'about' } },
  { key: 'services', to: { id: 'services' } },
  { key: 'careers', to: { id: 'careers' } },
  { key: 'blog', to: { id: 'blog' } },
  { key: 'contact', to: { id: 'contact' } },
] as const satisfies readonly { key: string; to: RouteTarget }[];
