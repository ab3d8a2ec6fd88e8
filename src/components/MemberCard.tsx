import { useTranslation } from 'react-i18next';
import { memberImage } from '../content/recordPictures';
import type { TeamMemberData } from '../content/team';
import { LIST_CARD_WEIGHT } from '../lib/constants';
import { LocalLink } from './LocalLink';
import { ResponsiveImage } from './ResponsiveImage';

/**
 * A team member's card leading to /team/{id}. In search it weighs little (`data-pagefind-weight`):
 * a query naming the person finds their page before the lists that show the card (docs/search.md).
 */
export function MemberCard({ member }: { member: TeamMemberData }) {
  const { t } = useTranslation('team');
  const name = t(`members.${member.id}.name`);
  return (
    <LocalLink
      to={{ id: 'teamMember', params: { id: member.id } }}
      data-pagefind-weight={LIST_CARD_WEIGHT}
      className="group flex h-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-ink-900/5 transition-shadow hover:shadow-lg"
    >
      <ResponsiveImage
        image={memberImage(member.id)}
        alt={name}
        sizes="128px"
        className="size-32 rounded-full object-cover ring-4 ring-brand-50"
      />
      <span className="mt-5 text-lg font-bold text-ink-900 group-hover:text-brand-700">{name}</span>
      <span className="mt-1 text-sm font-medium text-brand-700">{t(`members.${member.id}.role`)}</span>
      <span className="mt-3 line-clamp-3 text-sm leading-relaxed text-ink-600">{t(`members.${member.id}.bio`)}</span>
    </LocalLink>
  );
}
