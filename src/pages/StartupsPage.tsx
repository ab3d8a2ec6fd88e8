import { useTranslation } from 'react-i18next';
import { PageIntro } from '../sections/PageIntro';

export default function StartupsPage() {
  const { t } = useTranslation('audiences');
  return (
    <PageIntro
      meta={{ title: t('startups.meta.title'), description: t('startups.meta.description') }}
      hero={{ title: t('startups.hero.title'), subtitle: t('startups.hero.subtitle') }}
    />
  );
}
