import { useTranslation } from 'react-i18next';
import { TEAM } from '../content/team';
import { PageIntro } from '../sections/PageIntro';
import { MemberProfile } from '../sections/team/MemberProfile';
import { RecordPage } from './RecordPage';

export default function TeamMemberPage() {
  const { t } = useTranslation('team');
  return (
    <RecordPage
      param="id"
      records={TEAM}
      keyOf={(member) => member.id}
      notFound={{ title: t('member.notFound'), primary: { label: t('member.back'), to: { id: 'team' } } }}
    >
      {(member) => {
        const name = t(`members.${member.id}.name`);
        const role = t(`members.${member.id}.role`);
        return (
          <>
            <PageIntro
              meta={{ title: name, description: t(`members.${member.id}.bio`) }}
              hero={{ title: name, subtitle: role }}
            />
            {/* The role as search metadata, which counts like a title (src/lib/search/pagefind.ts): a
                search for a role finds the person who has all of it first. */}
            <span hidden data-pagefind-meta={`role:${role}`} />
            <MemberProfile member={member} />
          </>
        );
      }}
    </RecordPage>
  );
}
