import { useTranslation } from 'react-i18next';
import { NotFoundState } from '../sections/NotFoundState';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <NotFoundState
      title={t('notFound.title')}
      heading={t('notFound.heading')}
      body={t('notFound.body')}
      primary={{ label: t('notFound.goHome'), to: { id: 'home' } }}
      secondary={{ label: t('notFound.returnHome'), to: { id: 'home' } }}
    />
  );
}
