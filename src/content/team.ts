/** id = English name lower-cased with spaces turned into hyphens (the same in both languages). */
export const TEAM_IDS = [
  'omar-al-harbi',
  'sara-al-qahtani',
  'yousef-al-dossary',
  'lina-haddad',
  'faisal-al-mutairi',
  'khalid-al-shammari',
  'noura-al-otaibi',
  'ahmed-siddiqui',
  'maha-al-zahrani',
  'daniel-reed',
] as const;
export type TeamId = (typeof TEAM_IDS)[number];

type TeamCategory = 'development' | 'leadership' | 'design';

export interface TeamMemberData {
  id: TeamId;
  category: TeamCategory;
  email?: string;
  twitter?: string;
  linkedin?: string;
  github?: string;
}

/** Non-translatable part of the 10 (fictional, editable) members; text lives in team.json. */
const DATA: Record<TeamId, Omit<TeamMemberData, 'id'>> = {
  'omar-al-harbi': {
    category: 'development',
    email: 'omar@example.com',
    github: 'https://github.com/example-omar',
    linkedin: 'https://www.linkedin.com/in/example-omar',
  },
  'sara-al-qahtani': {
    category: 'development',
    github: 'https://github.com/example-sara',
    linkedin: 'https://www.linkedin.com/in/example-sara',
  },
  'yousef-al-dossary': { category: 'development', github: 'https://github.com/example-yousef' },
  'lina-haddad': {
    category: 'development',
    twitter: 'https://x.com/example_lina',
    linkedin: 'https://www.linkedin.com/in/example-lina',
  },
  'faisal-al-mutairi': { category: 'development', email: 'faisal@example.com', github: 'https://github.com/example-faisal' },
  'khalid-al-shammari': {
    category: 'leadership',
    email: 'khalid@example.com',
    linkedin: 'https://www.linkedin.com/in/example-khalid',
    twitter: 'https://x.com/example_khalid',
  },
  'noura-al-otaibi': {
    category: 'leadership',
    email: 'noura@example.com',
    linkedin: 'https://www.linkedin.com/in/example-noura',
    github: 'https://github.com/example-noura',
  },
  'ahmed-siddiqui': { category: 'leadership', linkedin: 'https://www.linkedin.com/in/example-ahmed' },
  'maha-al-zahrani': {
    category: 'leadership',
    linkedin: 'https://www.linkedin.com/in/example-maha',
    twitter: 'https://x.com/example_maha',
  },
  'daniel-reed': {
    category: 'design',
    linkedin: 'https://www.linkedin.com/in/example-daniel',
    twitter: 'https://x.com/example_daniel',
  },
};

export const TEAM: readonly TeamMemberData[] = TEAM_IDS.map((id) => ({ id, ...DATA[id] }));

/** The id of a member: English name lower-cased with spaces turned into hyphens. */
export function memberId(englishName: string): string {
  return englishName.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Spec rule for the leadership list, applied to the English role only (never to translations). */
export function isLeaderRole(englishRole: string): boolean {
  return /advisor|mentor|chief/i.test(englishRole);
}

/**
 * Leaders, as decided from the English roles: the English team.json is the source, so both
 * languages show exactly the same people. tests/unit/records.test.ts keeps this list in step.
 */
export const LEADER_IDS: readonly TeamId[] = ['khalid-al-shammari', 'noura-al-otaibi', 'ahmed-siddiqui', 'maha-al-zahrani'];

export const LEADERS: readonly TeamMemberData[] = TEAM.filter((member) => LEADER_IDS.includes(member.id));
/** Everyone else: the development team grid of /team. */
export const DEVELOPMENT_TEAM: readonly TeamMemberData[] = TEAM.filter((member) => !LEADER_IDS.includes(member.id));
