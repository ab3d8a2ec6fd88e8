import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isOneOf, JOB_SLUGS, type JobSlug } from '../content/slugs';
import { NotFoundState } from '../sections/NotFoundState';
import { PageIntro } from '../sections/PageIntro';

function Job({ slug }: { slug: JobSlug }) {
  const { t } = useTranslation('careers');
  const title = t(`jobs.${slug}.title`);
  return (
    <PageIntro
      meta={{ title, description: t('careers.meta.description') }}
      hero={{ title, subtitle: t('careers.hero.subtitle') }}
    />
  );
}

export default function JobPage() {
  const { slug } = useParams();
  const { t } = useTranslation('careers');
  if (isOneOf(JOB_SLUGS, slug)) return <Job slug={slug} />;
  return (
    <NotFoundState
      title={t('job.notFound')}
      heading={t('job.notFoundBody')}
      primary={{ label: t('careers.hero.title'), to: { id: 'careers' } }}
    />
  );
}
