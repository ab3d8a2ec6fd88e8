import { MemberCard } from '../../components/MemberCard';
import { Section } from '../../components/Section';
import type { TeamMemberData } from '../../content/team';

interface Props {
  heading: string;
  subtitle?: string;
  members: readonly TeamMemberData[];
  tone?: 'white' | 'tint';
}

/** A titled grid of member cards (leadership, development team). */
export function MemberGrid({ heading, subtitle, members, tone = 'white' }: Props) {
  return (
    <Section heading={heading} subtitle={subtitle} tone={tone}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {members.map((member) => (
          <li key={member.id}>
            <MemberCard member={member} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
