import { useTranslation } from 'react-i18next';
import { ActionLink } from '../../components/ActionLink';
import { BlogCard } from '../../components/BlogCard';
import { Reveal } from '../../components/Reveal';
import { Section } from '../../components/Section';
import { BLOG_POSTS, sortByDateDesc } from '../../content/blog';
import { SPEC } from '../../lib/constants';

/** '📚 Latest Blogs': the newest posts as cards that fade up one after another. */
export function LatestBlogsSection() {
  const { t } = useTranslation('home');
  const { t: tBlog } = useTranslation('blog');
  const latest = sortByDateDesc(BLOG_POSTS).slice(0, SPEC.latestBlogs.count);
  return (
    <Section heading={t('blogs.heading')} subtitle={t('blogs.subtitle')}>
      <ul className="grid gap-8 sm:grid-cols-2 md:grid-cols-3">
        {latest.map((post, index) => (
          <li key={post.slug}>
            <Reveal rise={40} index={index} className="h-full">
              <BlogCard post={post} summary={tBlog(`items.${post.slug}.summary`)} clamp />
            </Reveal>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex justify-center">
        <ActionLink to={{ id: 'blog' }} variant="solid">
          {t('blogs.more')}
        </ActionLink>
      </div>
    </Section>
  );
}
