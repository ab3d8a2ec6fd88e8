import { useTranslation } from 'react-i18next';
import { PageIntro } from '../sections/PageIntro';

export default function InternshipsPage() {
  const { t } = useTranslation('careers');
  return (
    <PageIntro
      meta={{ title: t('internships.meta.title'), description: t('internships.meta.description') }}
      hero={{ title: t('internships.hero.title'), subtitle: t('internships.hero.subtitle') }}
    />
  );
}
