import { useTranslation } from 'react-i18next';
import { INTERNSHIPS } from '../content/careers';
import { PositionList } from '../sections/careers/PositionList';
import { FaqSection } from '../sections/FaqSection';
import { PageIntro } from '../sections/PageIntro';
import { faqPage } from '../lib/structuredData';

export default function InternshipsPage() {
  const { t } = useTranslation('careers');
  const faq = t('faq.internships', { returnObjects: true });
  const positions = INTERNSHIPS.map((internship) => ({
    slug: internship.slug,
    title: t(`internshipItems.${internship.slug}.title`),
    type: t(`internshipItems.${internship.slug}.type`),
    location: t(`internshipItems.${internship.slug}.location`),
    extra: t('labels.months', { count: internship.durationMonths }),
    to: { id: 'internship', params: { slug: internship.slug } } as const,
  }));
  return (
    <>
      <PageIntro
        meta={{ title: t('internships.meta.title'), description: t('internships.meta.description'), jsonLd: [faqPage(faq)] }}
        hero={{ title: t('internships.hero.title'), subtitle: t('internships.hero.subtitle') }}
      />
      <PositionList
        heading={t('internships.heading')}
        subtitle={t('internships.subtitle')}
        positions={positions}
        emptyText={t('labels.noPositions')}
        viewDetails={t('internships.viewDetails')}
      />
      <FaqSection heading={t('internships.faqHeading')} items={faq} />
    </>
  );
}
