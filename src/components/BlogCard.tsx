import { useTranslation } from 'react-i18next';
import type { PostCard } from '../content/blog';
import { LIST_CARD_WEIGHT } from '../lib/constants';
import { formatDate } from '../lib/format';
import { useLang } from '../lib/language/lang';
import { ArrowEndIcon } from './icons';
import { LocalLink } from './LocalLink';
import { ResponsiveImage } from './ResponsiveImage';

interface Props {
  post: PostCard;
  /** Summary as shown (truncated by the caller, or clamped to 3 lines when `clamp`). */
  summary: string;
  clamp?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A preview build's mark on a post that is not published (a draft, or not yet due). */
export function DraftBadge() {
  const { t } = useTranslation('blog');
  return (
    <p className="inline-flex w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
      {t('labels.draft')}
    </p>
  );
}

/** A post's date and category, as its card and the related articles show them. */
export function PostDateline({ post }: { post: Pick<PostCard, 'date' | 'category'> }) {
  const { t } = useTranslation('blog');
  const lang = useLang();
  return (
    <p className="text-sm text-ink-500">
      <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
      <span aria-hidden="true"> · </span>
      {t(`categories.${post.category}`)}
    </p>
  );
}

/**
 * A post card: image, date, title, summary and a 'Read More →' link to the post. In search it weighs
 * little (`data-pagefind-weight`): a query naming the article finds it before the lists (docs/search.md).
 */
export function BlogCard({ post, summary, clamp = false, headingLevel: Heading = 'h3' }: Props) {
  const { t } = useTranslation('blog');
  const { title } = post;
  return (
    <article
      data-pagefind-weight={LIST_CARD_WEIGHT}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-900/5 transition-shadow hover:shadow-lg"
    >
      <ResponsiveImage
        image={post.image}
        alt=""
        sizes="(min-width: 768px) 400px, 100vw"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        {post.draft && (
          <div className="mb-3">
            <DraftBadge />
          </div>
        )}
        <PostDateline post={post} />
        <Heading className="mt-2 text-xl leading-snug font-bold text-ink-900">{title}</Heading>
        <p className={`mt-3 flex-1 leading-relaxed text-ink-600 ${clamp ? 'line-clamp-3' : ''}`}>{summary}</p>
        <LocalLink
          to={{ id: 'blogPost', params: { slug: post.slug } }}
          className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800"
        >
          {t('labels.readMore')}
          <ArrowEndIcon className="size-4" />
          <span className="sr-only">: {title}</span>
        </LocalLink>
      </div>
    </article>
  );
}
