import { useTranslation } from 'react-i18next';
import { BLOG_POSTS } from '../content/blog';
import { BLOG_IMAGES } from '../content/recordImages.generated';
import { BlogArticle } from '../sections/blog/BlogArticle';
import { PageIntro } from '../sections/PageIntro';
import { RecordPage } from './RecordPage';

export default function BlogPostPage() {
  const { t } = useTranslation('blog');
  return (
    <RecordPage
      param="slug"
      records={BLOG_POSTS}
      keyOf={(post) => post.slug}
      notFound={{ title: t('notFound'), primary: { label: t('labels.allPosts'), to: { id: 'blog' } } }}
    >
      {(post) => {
        const title = t(`items.${post.slug}.title`);
        const summary = t(`items.${post.slug}.summary`);
        return (
          <>
            <PageIntro
              meta={{ title, description: summary, image: BLOG_IMAGES[post.slug].src, type: 'article' }}
              hero={{ title, subtitle: summary }}
            />
            <BlogArticle post={post} />
          </>
        );
      }}
    </RecordPage>
  );
}
