import { useTranslation } from 'react-i18next';
import { PageIntro } from '../sections/PageIntro';
import { PrivacyNotice } from '../sections/privacy/PrivacyNotice';

export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  return (
    <>
      <PageIntro
        meta={{ title: t('meta.title'), description: t('meta.description') }}
        hero={{ title: t('hero.title'), subtitle: t('hero.subtitle') }}
      />
      <PrivacyNotice />
    </>
  );
}
