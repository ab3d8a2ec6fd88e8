import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { INTERNSHIPS, type InternshipData } from '../content/careers';
import { PositionDetail, type PositionText } from '../sections/careers/PositionDetail';
import { NotFoundState } from '../sections/NotFoundState';
import { PageIntro } from '../sections/PageIntro';
import { useBreadcrumbs } from '../sections/seo';
import { SITE } from '../content/site';
import { useLang } from '../lib/lang';
import { localizedPath } from '../lib/paths';
import { jobPosting } from '../lib/structuredData';

function Internship({ internship }: { internship: InternshipData }) {
  const { t } = useTranslation('careers');
  const text = t(`internshipItems.${internship.slug}`, { returnObjects: true }) as PositionText;
  const { t: tCommon } = useTranslation();
  const lang = useLang();
  const position = { ...text, duration: t('labels.months', { count: internship.durationMonths }) };
  const target = { id: 'internship', params: { slug: internship.slug } } as const;
  const breadcrumbs = useBreadcrumbs([
    { name: t('internships.hero.title'), to: { id: 'internships' } },
    { name: text.title, to: target },
  ]);
  const posting = jobPosting(SITE.origin, {
    title: text.title,
    description: text.description,
    path: localizedPath(lang, target),
    employmentType: 'INTERN',
    remote: internship.remote,
    datePosted: internship.datePosted,
    validThrough: internship.validThrough,
    organization: tCommon('brand.name'),
    lang,
  });
  return (
    <>
      <PageIntro
        meta={{ title: text.title, description: text.description, jsonLd: [posting, breadcrumbs] }}
        hero={{ title: text.title, subtitle: `${text.type} · ${position.duration}` }}
      />
      <PositionDetail
        position={position}
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
