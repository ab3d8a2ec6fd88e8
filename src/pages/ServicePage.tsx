import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SERVICES, type ServiceData } from '../content/services';
import { NotFoundState } from '../sections/NotFoundState';
import { PageIntro } from '../sections/PageIntro';
import { useBreadcrumbs } from '../sections/seo';
import { ServiceDetail } from '../sections/services/ServiceDetail';

function ServiceView({ service }: { service: ServiceData }) {
  const { t } = useTranslation('services');
  const title = t(`items.${service.slug}.title`);
  const description = t(`items.${service.slug}.description`);
  const breadcrumbs = useBreadcrumbs([
    { name: t('hero.title'), to: { id: 'services' } },
    { name: title, to: { id: 'service', params: { slug: service.slug } } },
  ]);
  return (
    <>
      <PageIntro meta={{ title, description, jsonLd: [breadcrumbs] }} hero={{ title, subtitle: description }} />
      <ServiceDetail service={service} />
    </>
  );
}

export default function ServicePage() {
  const { slug } = useParams();
  const { t } = useTranslation('services');
  const service = SERVICES.find((s) => s.slug === slug);
  if (service) return <ServiceView service={service} />;
  return (
    <NotFoundState
      title={t('notFound.title')}
      heading={t('notFound.heading')}
      primary={{ label: t('labels.allServices'), to: { id: 'services' } }}
    />
  );
}
