import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { JOBS, type PositionData } from '../content/careers';
import type { JobSlug } from '../content/slugs';
import { PositionDetail } from '../sections/careers/PositionDetail';
import { NotFoundState } from '../sections/NotFoundState';
import { PageIntro } from '../sections/PageIntro';
import { usePositionJsonLd } from '../sections/careers/usePositionJsonLd';

function Job({ job }: { job: PositionData<JobSlug> }) {
  const { t } = useTranslation('careers');
  const text = t(`jobs.${job.slug}`, { returnObjects: true });
  const jsonLd = usePositionJsonLd({
    position: job,
    text,
    target: { id: 'job', params: { slug: job.slug } },
    list: { name: t('careers.hero.title'), to: { id: 'careers' } },
    employmentType: 'CONTRACTOR',
  });
  return (
    <>
      <PageIntro
        meta={{ title: text.title, description: text.description, jsonLd }}
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
