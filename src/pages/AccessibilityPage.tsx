import { useTranslation } from 'react-i18next';
import { PageIntro } from '../sections/PageIntro';
import { AccessibilityStatement } from '../sections/accessibility/AccessibilityStatement';

export default function AccessibilityPage() {
  const { t } = useTranslation('accessibility');
  return (
    <>
      <PageIntro
        meta={{ title: t('meta.title'), description: t('meta.description') }}
        hero={{ title: t('hero.title'), subtitle: t('hero.subtitle') }}
      />
      <AccessibilityStatement />
    </>
  );
}
