import { useTranslation } from 'react-i18next';
import { FaqSection } from '../sections/FaqSection';
import { PageIntro } from '../sections/PageIntro';
import { TechStackGroups } from '../sections/TechStackGroups';

export default function TechnologyPage() {
  const { t } = useTranslation('technology');
  const faq = t('faq', { returnObjects: true });
  return (
    <>
      <PageIntro
        meta={{ title: t('meta.title'), description: t('meta.description') }}
        hero={{ title: t('hero.title'), subtitle: t('hero.subtitle') }}
      />
      <TechStackGroups />
      <FaqSection heading={t('faqHeading')} items={faq} />
    </>
  );
}
