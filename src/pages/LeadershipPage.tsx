import { useTranslation } from 'react-i18next';
import { PageIntro } from '../sections/PageIntro';
import { LeadershipSection } from '../sections/team/LeadershipSection';

export default function LeadershipPage() {
  const { t } = useTranslation('team');
  return (
    <>
      <PageIntro
        meta={{ title: t('leadership.meta.title'), description: t('leadership.meta.description') }}
        hero={{ title: t('leadership.hero.title'), subtitle: t('leadership.hero.subtitle') }}
      />
      <LeadershipSection heading={t('leadership.heading')} subtitle={t('leadership.subtitle')} />
    </>
  );
}
