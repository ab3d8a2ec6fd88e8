import { useTranslation } from 'react-i18next';
import { ActionLink } from '../../components/ActionLink';
import { BlogCard } from '../../components/BlogCard';
import { Reveal } from '../../components/Reveal';
import { Section } from '../../components/Section';
import { latestPostsData, useData } from '../../content/postData';
import { useLang } from '../../lib/language/lang';

/** '📚 Latest Blogs': the newest posts as cards that fade up one after another. */
export function LatestBlogsSection() {
  const { t } = useTranslation('home');
  // The newest posts' cards, as many as the spec's count (src/content/postFiles.ts).
  const latest = useData(latestPostsData(useLang())) ?? [];
  return (
    <Section heading={t('blogs.heading')} subtitle={t('blogs.subtitle')}>
      <ul className="grid gap-8 sm:grid-cols-2 md:grid-cols-3">
        {latest.map((post, index) => (
          <li key={post.slug}>
            <Reveal rise={40} index={index} className="h-full">
              <BlogCard post={post} summary={post.summary} clamp />
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
