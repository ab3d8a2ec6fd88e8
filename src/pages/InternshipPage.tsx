import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { INTERNSHIP_SLUGS, isOneOf, type InternshipSlug } from '../content/slugs';
import { NotFoundState } from '../sections/NotFoundState';
import { PageIntro } from '../sections/PageIntro';

function Internship({ slug }: { slug: InternshipSlug }) {
  const { t } = useTranslation('careers');
  const title = t(`internshipItems.${slug}.title`);
  return (
    <PageIntro
      meta={{ title, description: t('internships.meta.description') }}
      hero={{ title, subtitle: t('internships.hero.subtitle') }}
    />
  );
}

export default function InternshipPage() {
  const { slug } = useParams();
  const { t } = useTranslation('careers');
  if (isOneOf(INTERNSHIP_SLUGS, slug)) return <Internship slug={slug} />;
  return (
    <NotFoundState
      title={t('internship.notFound')}
      heading={t('internship.notFoundBody')}
      primary={{ label: t('internships.hero.title'), to: { id: 'internships' } }}
    />
  );
}
