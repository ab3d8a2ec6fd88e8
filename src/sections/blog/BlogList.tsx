import { useTranslation } from 'react-i18next';
import { BlogCard } from '../../components/BlogCard';
import { ArrowEndIcon, ArrowStartIcon, FeedIcon } from '../../components/icons';
import { LocalLink } from '../../components/LocalLink';
import type { PostListPage } from '../../content/blog';
import { SPEC } from '../../lib/constants';
import { formatNumber, truncate } from '../../lib/format';
import { useLang } from '../../lib/language/lang';
import { blogListTarget, FEED_TYPE, feedPath } from '../../lib/paths';

const LINK =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-700';

/**
 * One page of the blog list, newest first (as the build pages them, src/content/postFiles.ts): on
 * the first, the newest post featured and the rest in a grid, on the others a grid; beside the
 * first heading, the link to the blog's feed (a file, not a page of the app: a plain link); below,
 * the links to the newer and older pages.
 */
export function BlogList({ list }: { list: PostListPage }) {
  const { t } = useTranslation('blog');
  const lang = useLang();
  const featured = list.page === 1 ? list.posts[0] : undefined;
  const rest = featured ? list.posts.slice(1) : list.posts;
  const summary = (text: string, max: number) => truncate(text, max, t('labels.noSummary'));
  const feed = (
    <a href={feedPath(lang)} type={FEED_TYPE} className={LINK}>
      <FeedIcon className="size-5 text-orange-600" />
      {t('labels.feed')}
    </a>
  );
  const heading = 'text-sm font-bold tracking-wider text-brand-700 uppercase';
  return (
    <div className="bg-ink-50">
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-16 sm:px-6 lg:px-8">
        {featured && (
          <section aria-labelledby="featured-heading">
            <div className="mb-5 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
              <h2 id="featured-heading" className={heading}>
                {t('labels.featured')}
              </h2>
              {feed}
            </div>
            <div className="mx-auto max-w-3xl">
              <BlogCard post={featured} summary={summary(featured.summary, SPEC.blogSummary.featuredMaxChars)} />
            </div>
          </section>
        )}
        <section aria-labelledby="all-heading">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
            <h2 id="all-heading" className={heading}>
              {t('labels.allPosts')}
            </h2>
            {!featured && feed}
          </div>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} summary={summary(post.summary, SPEC.blogSummary.gridMaxChars)} />
              </li>
            ))}
          </ul>
        </section>
        {list.pages > 1 && (
          <nav
            aria-label={t('pagination.label')}
            className="grid grid-cols-2 items-center gap-x-4 gap-y-3 border-t border-ink-200 pt-8 sm:grid-cols-[1fr_auto_1fr]"
          >
            {/* On a phone the page count has a row of its own, above the two links. */}
            <p className="col-span-2 text-center text-ink-600 sm:col-span-1 sm:col-start-2 sm:row-start-1">
              {t('pagination.pageOf', { page: formatNumber(list.page, lang), pages: formatNumber(list.pages, lang) })}
            </p>
            <div className="sm:col-start-1 sm:row-start-1">
              {list.page > 1 && (
                <LocalLink to={blogListTarget(list.page - 1)} rel="prev" className={LINK}>
                  <ArrowStartIcon className="size-4 shrink-0" />
                  {t('pagination.newer')}
                </LocalLink>
              )}
            </div>
            <div className="text-end sm:col-start-3 sm:row-start-1">
              {list.page < list.pages && (
                <LocalLink to={blogListTarget(list.page + 1)} rel="next" className={LINK}>
                  {t('pagination.older')}
                  <ArrowEndIcon className="size-4 shrink-0" />
                </LocalLink>
              )}
            </div>
          </nav>
        )}
      </div>
    </div>
  );
}
