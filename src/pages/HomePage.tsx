import { useTranslation } from 'react-i18next';
import { PageIntro } from '../sections/PageIntro';

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <PageIntro
      meta={{ title: t('meta.title'), description: t('meta.description') }}
      hero={{ title: t('hero.title'), subtitle: t('hero.subtitle') }}
      actions={[
        { label: t('hero.primary'), to: { id: 'careers' } },
        { label: t('hero.secondary'), to: { id: 'contact' } },
      ]}
    />
  );
}
