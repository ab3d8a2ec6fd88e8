import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { INTERNSHIPS, type InternshipData } from '../content/careers';
import { PositionDetail } from '../sections/careers/PositionDetail';
import { NotFoundState } from '../sections/NotFoundState';
import { PageIntro } from '../sections/PageIntro';
import { usePositionJsonLd } from '../sections/careers/usePositionJsonLd';

function Internship({ internship }: { internship: InternshipData }) {
  const { t } = useTranslation('careers');
  const text = t(`internshipItems.${internship.slug}`, { returnObjects: true });
  const duration = t('labels.months', { count: internship.durationMonths });
  const jsonLd = usePositionJsonLd({
    position: internship,
    text,
    target: { id: 'internship', params: { slug: internship.slug } },
    list: { name: t('internships.hero.title'), to: { id: 'internships' } },
    employmentType: 'INTERN',
  });
  return (
    <>
      <PageIntro
        meta={{ title: text.title, description: text.description, jsonLd }}
        hero={{ title: text.title, subtitle: `${text.type} · ${duration}` }}
      />
      <PositionDetail
        position={text}
        duration={duration}
        applyLink={internship.applyLink}
        back={{ label: t('labels.backToInternships'), to: { id: 'internships' } }}
      />
    </>
  );
}

export default function InternshipPage() {
  const { slug } = useParams();
  const { t } = useTranslation('careers');
  const internship = INTERNSHIPS.find((i) => i.slug === slug);
  if (internship) return <Internship internship={internship} />;
  return (
    <NotFoundState
      title={t('internship.notFound')}
      heading={t('internship.notFoundBody')}
      primary={{ label: t('labels.backToInternships'), to: { id: 'internships' } }}
    />
  );
}
