import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isOneOf, SERVICE_SLUGS, type ServiceSlug } from '../content/slugs';
import { NotFoundState } from '../sections/NotFoundState';
import { PageIntro } from '../sections/PageIntro';

function ServiceDetail({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation('services');
  const title = t(`items.${slug}.title`);
  return <PageIntro meta={{ title, description: t('meta.description') }} hero={{ title, subtitle: t('hero.subtitle') }} />;
}

export default function ServicePage() {
  const { slug } = useParams();
  const { t } = useTranslation('services');
  if (isOneOf(SERVICE_SLUGS, slug)) return <ServiceDetail slug={slug} />;
  return (
    <NotFoundState
      title={t('notFound.title')}
      heading={t('notFound.heading')}
      primary={{ label: t('hero.title'), to: { id: 'services' } }}
    />
  );
}
