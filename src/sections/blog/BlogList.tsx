import { useTranslation } from 'react-i18next';
import { BlogCard } from '../../components/BlogCard';
import { FeedIcon } from '../../components/icons';
import { postListData, useData } from '../../content/postData';
import { SPEC } from '../../lib/constants';
import { truncate } from '../../lib/format';
import { useLang } from '../../lib/language/lang';
import { FEED_TYPE, feedPath } from '../../lib/paths';

/**
 * All posts, newest first: the newest featured, the rest in a grid; beside the first heading, the
 * link to the blog's feed (a file, not a page of the app: a plain link).
 */
export function BlogList() {
  const { t } = useTranslation('blog');
  const lang = useLang();
  // Newest first, as the build lists them (src/content/postFiles.ts).
  const [featured, ...rest] = useData(postListData(lang)) ?? [];
  const summary = (text: string, max: number) => truncate(text, max, t('labels.noSummary'));
  return (
    <div className="bg-ink-50">
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-16 sm:px-6 lg:px-8">
        {featured && (
          <section aria-labelledby="featured-heading">
            <div className="mb-5 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
              <h2 id="featured-heading" className="text-sm font-bold tracking-wider text-brand-700 uppercase">
                {t('labels.featured')}
              </h2>
              <a
                href={feedPath(lang)}
                type={FEED_TYPE}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-700"
              >
                <FeedIcon className="size-5 text-orange-600" />
                {t('labels.feed')}
              </a>
            </div>
            <div className="mx-auto max-w-3xl">
              <BlogCard post={featured} summary={summary(featured.summary, SPEC.blogSummary.featuredMaxChars)} />
            </div>
          </section>
        )}
        <section aria-labelledby="all-heading">
          <h2 id="all-heading" className="mb-5 text-sm font-bold tracking-wider text-brand-700 uppercase">
            {t('labels.allPosts')}
          </h2>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} summary={summary(post.summary, SPEC.blogSummary.gridMaxChars)} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
