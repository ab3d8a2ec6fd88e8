import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/BackLink';
import { Held } from '../../components/Held';
import { JsonLd } from '../../components/JsonLd';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { DraftBadge } from '../../components/BlogCard';
import type { PostPage } from '../../content/blog';
import { SITE } from '../../content/site';
import { formatDate } from '../../lib/format';
import { useLang } from '../../lib/language/lang';
import { localizedPath } from '../../lib/paths';
import { blogPosting } from '../../lib/structuredData';
import { useBreadcrumbs } from '../../lib/useStructuredData';

// The parts of the article the app takes over only when wanted (src/components/Held.tsx), each in
// a chunk of its own. Until then they are as prerendered: the text reads and its links work.
/** The text and its contents: once the visitor scrolls (the contents then follow the reading) or uses either. */
const ArticleText = lazy(() => import('./ArticleText'));
/** The share links' copy button and the related articles: once they come near the screen. */
const ShareLinks = lazy(() => import('./ShareLinks').then((module) => ({ default: module.ShareLinks })));
const RelatedArticles = lazy(() => import('./RelatedArticles').then((module) => ({ default: module.RelatedArticles })));

/** The article's column; from lg the contents stand in its end padding (src/components/TableOfContents.tsx). */
const COLUMN = 'mx-auto max-w-3xl px-4 sm:px-6 lg:max-w-6xl lg:ps-8 lg:pe-[20.5rem]';

/** A post: author, date, reading time, category, tags, image and the article itself. */
export function BlogArticle({ post }: { post: PostPage }) {
  const { t } = useTranslation('blog');
  const lang = useLang();
  const { tags, title, summary, author } = post;
  const { t: tCommon } = useTranslation();
  const target = { id: 'blogPost', params: { slug: post.slug } } as const;
  const breadcrumbs = useBreadcrumbs([
    { name: t('hero.title'), to: { id: 'blog' } },
    { name: title, to: target },
  ]);
  const posting = blogPosting(SITE.origin, {
    title,
    description: summary,
    path: localizedPath(lang, target),
    image: post.image.src,
    date: post.published,
    modified: post.modified,
    author,
    lang,
    publisher: tCommon('brand.name'),
    keywords: tags,
  });

  return (
    <>
      <article className={`relative pt-14 ${COLUMN}`}>
        <JsonLd data={posting} />
        <JsonLd data={breadcrumbs} />
        {post.draft && (
          <div className="mb-6">
            <DraftBadge />
          </div>
        )}
        <ul className="flex flex-wrap items-center gap-x-6 gap-y-2 text-ink-600">
          <li className="font-semibold text-ink-900">{t('labels.by', { author })}</li>
          <li>
            <time dateTime={post.date}>{t('labels.publishedOn', { date: formatDate(post.date, lang) })}</time>
          </li>
          {post.modified && (
            <li>
              <time dateTime={post.modified.slice(0, 10)}>
                {t('labels.updatedOn', { date: formatDate(post.modified.slice(0, 10), lang) })}
              </time>
            </li>
          )}
          <li>{t('labels.readingTime', { count: post.readingMinutes })}</li>
          <li className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
            <span className="sr-only">{t('labels.category')}: </span>
            {t(`categories.${post.category}`)}
          </li>
        </ul>
        <ResponsiveImage
          image={post.image}
          alt={title}
          sizes="(min-width: 768px) 768px, 100vw"
          className="mt-8 aspect-video w-full rounded-2xl object-cover"
          priority
        />
        {useMemo(
          () => (
            <Held wanted="scrolled" className="contents">
              <ArticleText post={post} />
            </Held>
          ),
          [post],
        )}
        <footer className="mt-12 border-t border-ink-200 pt-8">
          <h2 className="text-sm font-bold tracking-wider text-ink-500 uppercase">{t('labels.tags')}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag} className="rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-700">
                {tag}
              </li>
            ))}
          </ul>
          {useMemo(
            () => (
              <Held wanted="near">
                <ShareLinks post={post} />
              </Held>
            ),
            [post],
          )}
          <BackLink to={{ id: 'blog' }} className="mt-8">
            {t('labels.backToBlog')}
          </BackLink>
        </footer>
      </article>
      {/* Not part of the article: other articles, in the same column. */}
      <div className={`pb-14 ${COLUMN}`}>
        {useMemo(
          () => (
            <Held wanted="near">
              <RelatedArticles post={post} />
            </Held>
          ),
          [post],
        )}
      </div>
    </>
  );
}
