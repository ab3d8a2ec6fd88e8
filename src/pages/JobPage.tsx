import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { JOBS, type PositionData } from '../content/careers';
import type { JobSlug } from '../content/slugs';
import { PositionDetail, type PositionText } from '../sections/careers/PositionDetail';
import { NotFoundState } from '../sections/NotFoundState';
import { PageIntro } from '../sections/PageIntro';
import { useBreadcrumbs } from '../sections/seo';
import { SITE } from '../content/site';
import { useLang } from '../lib/lang';
import { localizedPath } from '../lib/paths';
import { jobPosting } from '../lib/structuredData';

function Job({ job }: { job: PositionData<JobSlug> }) {
  const { t } = useTranslation('careers');
  const { t: tCommon } = useTranslation();
  const lang = useLang();
  const text = t(`jobs.${job.slug}`, { returnObjects: true }) as PositionText;
  const target = { id: 'job', params: { slug: job.slug } } as const;
  const breadcrumbs = useBreadcrumbs([
    { name: t('careers.hero.title'), to: { id: 'careers' } },
    { name: text.title, to: target },
  ]);
  const posting = jobPosting(SITE.origin, {
    title: text.title,
    description: text.description,
    path: localizedPath(lang, target),
    employmentType: 'CONTRACTOR',
    remote: job.remote,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    organization: tCommon('brand.name'),
    lang,
  });
  return (
    <>
      <PageIntro
        meta={{ title: text.title, description: text.description, jsonLd: [posting, breadcrumbs] }}
        hero={{ title: text.title, subtitle: `${text.type} · ${text.location}` }}
      />
      <PositionDetail position={text} applyLink={job.applyLink} back={{ label: t('labels.backToCareers'), to: { id: 'careers' } }} />
    </>
  );
}

export default function JobPage() {
  const { slug } = useParams();
  const { t } = useTranslation('careers');
  const job = JOBS.find((j) => j.slug === slug);
  if (job) return <Job job={job} />;
  return (
    <NotFoundState
      title={t('job.notFound')}
      heading={t('job.notFoundBody')}
      primary={{ label: t('labels.backToCareers'), to: { id: 'careers' } }}
    />
  );
}
