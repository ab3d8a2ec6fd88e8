import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { postListData, useData } from '../content/postData';
import { formatNumber } from '../lib/format';
import { useLang } from '../lib/language/lang';
import { blogPageNumber } from '../lib/paths';
import { BlogList } from '../sections/blog/BlogList';
import { NotFoundState } from '../sections/NotFoundState';
import { PageIntro } from '../sections/PageIntro';

/** The blog list: /blog, then /blog/page/2, … (twelve posts a page, newest first). */
export default function BlogPage() {
  const { t } = useTranslation('blog');
  const lang = useLang();
  const { page: param } = useParams();
  const number = param === undefined ? 1 : blogPageNumber(param);
  const list = useData(postListData(lang, number));
  if (!list)
    return <NotFoundState title={t('pagination.notFound')} primary={{ label: t('labels.allPosts'), to: { id: 'blog' } }} />;
  const title =
    list.page === 1 ? t('meta.title') : t('pagination.title', { title: t('meta.title'), page: formatNumber(list.page, lang) });
  return (
    <>
      <PageIntro
        meta={{ title, description: t('meta.description') }}
        hero={{ title: t('hero.title'), subtitle: t('hero.subtitle') }}
      />
      <BlogList list={list} />
    </>
  );
}
