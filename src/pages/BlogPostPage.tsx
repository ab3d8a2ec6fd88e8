import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BLOG_POSTS, type BlogPostData } from '../content/blog';
import { BlogArticle } from '../sections/blog/BlogArticle';
import { NotFoundState } from '../sections/NotFoundState';
import { PageIntro } from '../sections/PageIntro';

function BlogPost({ post }: { post: BlogPostData }) {
  const { t } = useTranslation('blog');
  const title = t(`items.${post.slug}.title`);
  const summary = t(`items.${post.slug}.summary`);
  return (
    <>
      <PageIntro meta={{ title, description: summary }} hero={{ title, subtitle: summary }} />
      <BlogArticle post={post} />
    </>
  );
}

export default function BlogPostPage() {
  const { slug } = useParams();
  const { t } = useTranslation('blog');
  const post = BLOG_POSTS.find((p) => p.slug === slug);
  if (post) return <BlogPost post={post} />;
  return <NotFoundState title={t('notFound')} primary={{ label: t('labels.allPosts'), to: { id: 'blog' } }} />;
}
