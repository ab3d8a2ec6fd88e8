import { LEADERS } from '../../content/team';
import { MemberGrid } from './MemberGrid';

/** The leadership list (same people in both languages: chosen by id from the English roles). */
export function LeadershipSection({ heading, subtitle }: { heading: string; subtitle?: string }) {
  return <MemberGrid heading={heading} subtitle={subtitle} members={LEADERS} tone="tint" />;
}
