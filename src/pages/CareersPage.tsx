import { useTranslation } from 'react-i18next';
import { JOBS } from '../content/careers';
import { PositionList } from '../sections/careers/PositionList';
import { FaqSection } from '../sections/FaqSection';
import { PageIntro } from '../sections/PageIntro';
import { faqPage } from '../lib/structuredData';

export default function CareersPage() {
  const { t } = useTranslation('careers');
  const faq = t('faq.careers', { returnObjects: true });
  const positions = JOBS.map((job) => ({
    slug: job.slug,
    title: t(`jobs.${job.slug}.title`),
    type: t(`jobs.${job.slug}.type`),
    location: t(`jobs.${job.slug}.location`),
    extra: t(`jobs.${job.slug}.experience`),
    to: { id: 'job', params: { slug: job.slug } } as const,
  }));
  return (
    <>
      <PageIntro
        meta={{ title: t('careers.meta.title'), description: t('careers.meta.description'), jsonLd: [faqPage(faq)] }}
        hero={{ title: t('careers.hero.title'), subtitle: t('careers.hero.subtitle') }}
      />
      <PositionList
        heading={t('careers.heading')}
        subtitle={t('careers.subtitle')}
        positions={positions}
        emptyText={t('labels.noPositions')}
        viewDetails={t('careers.viewDetails')}
      />
      <FaqSection heading={t('careers.faqHeading')} items={faq} />
    </>
  );
}
