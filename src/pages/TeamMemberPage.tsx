import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { TEAM, type TeamMemberData } from '../content/team';
import { NotFoundState } from '../sections/NotFoundState';
import { PageIntro } from '../sections/PageIntro';
import { useBreadcrumbs } from '../sections/seo';
import { MemberProfile } from '../sections/team/MemberProfile';

function TeamMember({ member }: { member: TeamMemberData }) {
  const { t } = useTranslation('team');
  const name = t(`members.${member.id}.name`);
  const role = t(`members.${member.id}.role`);
  const breadcrumbs = useBreadcrumbs([
    { name: t('hero.title'), to: { id: 'team' } },
    { name, to: { id: 'teamMember', params: { id: member.id } } },
  ]);
  return (
    <>
      <PageIntro
        meta={{ title: name, description: t(`members.${member.id}.bio`), jsonLd: [breadcrumbs] }}
        hero={{ title: name, subtitle: role }}
      />
      <MemberProfile member={member} />
    </>
  );
}

export default function TeamMemberPage() {
  const { id } = useParams();
  const { t } = useTranslation('team');
  const member = TEAM.find((m) => m.id === id);
  if (member) return <TeamMember member={member} />;
  return <NotFoundState title={t('member.notFound')} primary={{ label: t('member.back'), to: { id: 'team' } }} />;
}
