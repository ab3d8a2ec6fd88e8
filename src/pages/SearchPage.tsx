import { useTranslation } from 'react-i18next';
import { PageIntro } from '../sections/PageIntro';
import { SearchSection } from '../sections/search/SearchSection';

export default function SearchPage() {
  const { t } = useTranslation('search');
  return (
    <>
      <PageIntro
        meta={{ title: t('meta.title'), description: t('meta.description') }}
        hero={{ title: t('hero.title'), subtitle: t('hero.subtitle') }}
      />
      <SearchSection />
    </>
  );
}
