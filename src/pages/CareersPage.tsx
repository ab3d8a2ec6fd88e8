import { useTranslation } from 'react-i18next';
import { PageIntro } from '../sections/PageIntro';

export default function CareersPage() {
  const { t } = useTranslation('careers');
  return (
    <PageIntro
      meta={{ title: t('careers.meta.title'), description: t('careers.meta.description') }}
      hero={{ title: t('careers.hero.title'), subtitle: t('careers.hero.subtitle') }}
    />
  );
}
