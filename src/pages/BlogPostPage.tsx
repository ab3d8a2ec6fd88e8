import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BLOG_POSTS, type BlogPostData } from '../content/blog';
import { BLOG_IMAGES } from '../content/images.generated';
import { SITE } from '../content/site';
import { useLang } from '../lib/language/lang';
import { localizedPath } from '../lib/paths';
import { blogPosting } from '../lib/structuredData';
import { useBreadcrumbs } from '../sections/seo';
import { BlogArticle } from '../sections/blog/BlogArticle';
import { NotFoundState } from '../sections/NotFoundState';
import { PageIntro } from '../sections/PageIntro';

function BlogPost({ post }: { post: BlogPostData }) {
  const { t } = useTranslation('blog');
  const { t: tCommon } = useTranslation();
  const lang = useLang();
  const title = t(`items.${post.slug}.title`);
  const summary = t(`items.${post.slug}.summary`);
  const target = { id: 'blogPost', params: { slug: post.slug } } as const;
  const breadcrumbs = useBreadcrumbs([
    { name: t('hero.title'), to: { id: 'blog' } },
    { name: title, to: target },
  ]);
  const posting = blogPosting(SITE.origin, {
    title,
    description: summary,
    path: localizedPath(lang, target),
    image: BLOG_IMAGES[post.slug].src,
    date: post.date,
    author: t(`items.${post.slug}.author`),
    lang,
    publisher: tCommon('brand.name'),
    keywords: t(`items.${post.slug}.tags`, { returnObjects: true }) as string[],
  });
  return (
    <>
      <PageIntro
        meta={{ title, description: summary, image: BLOG_IMAGES[post.slug].src, type: 'article', jsonLd: [posting, breadcrumbs] }}
        hero={{ title, subtitle: summary }}
      />
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
