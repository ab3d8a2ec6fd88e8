import { useTranslation } from 'react-i18next';
import { BlogList } from '../sections/blog/BlogList';
import { PageIntro } from '../sections/PageIntro';

export default function BlogPage() {
  const { t } = useTranslation('blog');
  return (
    <>
      <PageIntro
        meta={{ title: t('meta.title'), description: t('meta.description') }}
        hero={{ title: t('hero.title'), subtitle: t('hero.subtitle') }}
      />
      <BlogList />
    </>
  );
}
