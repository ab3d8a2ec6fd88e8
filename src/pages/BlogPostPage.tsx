import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BLOG_SLUGS, isOneOf, type BlogSlug } from '../content/slugs';
import { NotFoundState } from '../sections/NotFoundState';
import { PageIntro } from '../sections/PageIntro';

function BlogPost({ slug }: { slug: BlogSlug }) {
  const { t } = useTranslation('blog');
  const title = t(`items.${slug}.title`);
  return <PageIntro meta={{ title, description: t('meta.description') }} hero={{ title, subtitle: t('hero.subtitle') }} />;
}

export default function BlogPostPage() {
  const { slug } = useParams();
  const { t } = useTranslation('blog');
  if (isOneOf(BLOG_SLUGS, slug)) return <BlogPost slug={slug} />;
  return <NotFoundState title={t('notFound')} primary={{ label: t('hero.title'), to: { id: 'blog' } }} />;
}
