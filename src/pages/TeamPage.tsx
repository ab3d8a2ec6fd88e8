import { useTranslation } from 'react-i18next';
import { DEVELOPMENT_TEAM } from '../content/team';
import { PageIntro } from '../sections/PageIntro';
import { LeadershipSection } from '../sections/team/LeadershipSection';
import { MemberGrid } from '../sections/team/MemberGrid';

export default function TeamPage() {
  const { t } = useTranslation('team');
  return (
    <>
      <PageIntro
        meta={{ title: t('meta.title'), description: t('meta.description') }}
        hero={{ title: t('hero.title'), subtitle: t('hero.subtitle') }}
      />
      <LeadershipSection heading={t('leadership.heading')} subtitle={t('leadership.subtitle')} />
      <MemberGrid heading={t('development.heading')} subtitle={t('development.subtitle')} members={DEVELOPMENT_TEAM} />
    </>
  );
}
