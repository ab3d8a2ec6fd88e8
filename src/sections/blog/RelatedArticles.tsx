import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PostDateline } from '../../components/BlogCard';
import { LocalLink } from '../../components/LocalLink';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import type { PostPage } from '../../content/blog';

/**
 * "Related articles" at the end of an article: two or three others, of the same category first,
 * then sharing topics (chosen by the build, src/content/postFiles.ts: the same in both languages). A compact
 * row per article (picture, date and category, title, summary) rather than the blog list's cards:
 * three of those in the reading column would be narrow at 1280px and a long stack on a phone.
 * Each row is one link, its title; the whole row answers a click. Search does not index it
 * (`data-pagefind-ignore`): the other articles' summaries would find this one for their topics.
 */
export function RelatedArticles({ post }: { post: PostPage }) {
  const { t: tArticle } = useTranslation('article');
  const headingId = useId();
  const { related } = post;
  if (related.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-pagefind-ignore="" className="mt-14">
      <h2 id={headingId} className="text-2xl font-bold text-ink-900">
        {tArticle('related.heading')}
      </h2>
      <ul className="mt-6 space-y-4">
        {related.map((other) => (
          <li
            key={other.slug}
            className="group relative flex gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-ink-900/5 transition-shadow hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500 sm:gap-5 sm:p-4"
          >
            <ResponsiveImage
              image={other.image}
              alt=""
              sizes="(min-width: 640px) 176px, 112px"
              className="aspect-video w-28 shrink-0 self-start rounded-xl object-cover sm:w-44"
            />
            <div className="min-w-0 flex-1">
              <PostDateline post={other} />
              <h3 className="mt-1 leading-snug font-bold text-ink-900 sm:text-lg">
                <LocalLink
                  to={{ id: 'blogPost', params: { slug: other.slug } }}
                  className="group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                >
                  {other.title}
                </LocalLink>
              </h3>
              <p className="mt-1.5 line-clamp-2 text-ink-600 max-sm:hidden">{other.summary}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
