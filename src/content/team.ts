import type { z } from 'zod';
import records from '../../locales/records/team.json' with { type: 'json' };
import { keysOf } from './recordKeys';
import type { teamRecordSchema } from './recordSchemas';

/**
 * The (fictional, editable) members, in the order of locales/records/team.json; their text is in
 * locales/<lang>/team.json under the same id. An id is the English name lower-cased with spaces
 * turned into hyphens (memberId), the same in both languages.
 */
export const TEAM_IDS = keysOf(records);
type TeamId = (typeof TEAM_IDS)[number];

export interface TeamMemberData extends Omit<z.infer<typeof teamRecordSchema>, 'picture'> {
  id: TeamId;
}

export const TEAM: readonly TeamMemberData[] = TEAM_IDS.map((id) => ({ id, ...records[id] }));

/** The id of a member: English name lower-cased with spaces turned into hyphens. */
export function memberId(englishName: string): string {
  return englishName.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The spec's rule for who is a leader, applied to the English role only (never to translations):
 * the build checks that exactly those members are in the `leadership` category.
 */
export function isLeaderRole(englishRole: string): boolean {
  return /advisor|mentor|chief/i.test(englishRole);
}

/** The /leadership page: the members of the `leadership` category. */
export const LEADERS: readonly TeamMemberData[] = TEAM.filter((member) => member.category === 'leadership');
/** Everyone else: the development team grid of /team. */
export const DEVELOPMENT_TEAM: readonly TeamMemberData[] = TEAM.filter((member) => member.category !== 'leadership');
