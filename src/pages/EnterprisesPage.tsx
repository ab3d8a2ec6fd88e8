import { useTranslation } from 'react-i18next';
import { PageIntro } from '../sections/PageIntro';

export default function EnterprisesPage() {
  const { t } = useTranslation('audiences');
  return (
    <PageIntro
      meta={{ title: t('enterprises.meta.title'), description: t('enterprises.meta.description') }}
      hero={{ title: t('enterprises.hero.title'), subtitle: t('enterprises.hero.subtitle') }}
    />
  );
}
