import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isOneOf, TEAM_IDS, type TeamId } from '../content/slugs';
import { NotFoundState } from '../sections/NotFoundState';
import { PageIntro } from '../sections/PageIntro';

function TeamMember({ id }: { id: TeamId }) {
  const { t } = useTranslation('team');
  const name = t(`members.${id}.name`);
  return (
    <PageIntro
      meta={{ title: name, description: t('meta.description') }}
      hero={{ title: name, subtitle: t('hero.subtitle') }}
      actions={[{ label: t('member.back'), to: { id: 'team' } }]}
    />
  );
}

export default function TeamMemberPage() {
  const { id } = useParams();
  const { t } = useTranslation('team');
  if (isOneOf(TEAM_IDS, id)) return <TeamMember id={id} />;
  return <NotFoundState title={t('member.notFound')} primary={{ label: t('member.back'), to: { id: 'team' } }} />;
}
