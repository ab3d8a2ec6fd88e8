import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { postPageData, useData } from '../content/postData';
import { useLang } from '../lib/language/lang';
import { BlogArticle } from '../sections/blog/BlogArticle';
import { PageIntro } from '../sections/PageIntro';
import { RecordPage } from './RecordPage';

export default function BlogPostPage() {
  const { t } = useTranslation('blog');
  const { slug = '' } = useParams();
  // The post's data file (src/content/postData.ts): none for a post that does not exist.
  const post = useData(postPageData(useLang(), slug));
  return (
    <RecordPage
      param="slug"
      records={post ? [post] : []}
      keyOf={(record) => record.slug}
      notFound={{ title: t('notFound'), primary: { label: t('labels.allPosts'), to: { id: 'blog' } } }}
    >
      {(post) => {
        const { title, summary } = post;
        return (
          <>
            <PageIntro
              meta={{ title, description: summary, type: 'article', noindex: post.draft }}
              hero={{ title, subtitle: summary }}
            />
            <BlogArticle post={post} />
          </>
        );
      }}
    </RecordPage>
  );
}
