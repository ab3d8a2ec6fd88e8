import { useTranslation } from 'react-i18next';
import { SERVICES } from '../content/services';
import { PageIntro } from '../sections/PageIntro';
import { ServiceDetail } from '../sections/services/ServiceDetail';
import { RecordPage } from './RecordPage';

export default function ServicePage() {
  const { t } = useTranslation('services');
  return (
    <RecordPage
      param="slug"
      records={SERVICES}
      keyOf={(service) => service.slug}
      notFound={{
        title: t('notFound.title'),
        heading: t('notFound.heading'),
        primary: { label: t('labels.allServices'), to: { id: 'services' } },
      }}
    >
      {(service) => {
        const title = t(`items.${service.slug}.title`);
        const description = t(`items.${service.slug}.description`);
        return (
          <>
            <PageIntro meta={{ title, description }} hero={{ title, subtitle: description }} />
            <ServiceDetail service={service} />
          </>
        );
      }}
    </RecordPage>
  );
}
