import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/RichText';
import { TableOfContents } from '../../components/TableOfContents';
import type { PostPage } from '../../content/blog';
import { postBodyData, useData } from '../../content/postData';
import { useLang } from '../../lib/language/lang';
import { headingsOf, parseRichText } from '../../lib/richText';

/**
 * The article's text and its table of contents, from the post's body (one locale file per article
 * and language). A chunk of its own, with the rich-text parser: the prerendered page already shows
 * both, so a visitor's phone downloads and parses the body only when the app needs to own it
 * (src/sections/blog/BlogArticle.tsx).
 */
export default function ArticleText({ post }: { post: PostPage }) {
  const { t } = useTranslation('blog');
  const body = useData(postBodyData(useLang(), post.slug))?.content ?? '';
  const nodes = useMemo(() => parseRichText(body), [body]);
  const headings = useMemo(() => headingsOf(nodes), [nodes]);
  return (
    <>
      <TableOfContents headings={headings} label={t('contents.title')} />
      <RichText nodes={nodes} className="mt-10" headingLink={(heading) => t('contents.sectionLink', { heading })} />
    </>
  );
}
