import { useTranslation } from 'react-i18next';
import { CtaBand } from '../sections/CtaBand';
import { FaqSection } from '../sections/FaqSection';
import { PageIntro } from '../sections/PageIntro';
import { ProcessSteps } from '../sections/ProcessSteps';

export default function ProcessPage() {
  const { t } = useTranslation('process');
  const faq = t('faq', { returnObjects: true });
  return (
    <>
      <PageIntro
        meta={{ title: t('meta.title'), description: t('meta.description') }}
        hero={{ title: t('hero.title'), subtitle: t('hero.subtitle') }}
      />
      <ProcessSteps />
      <FaqSection heading={t('faqHeading')} items={faq} />
      <CtaBand heading={t('cta.heading')} body={t('cta.body')} button={t('cta.button')} />
    </>
  );
}
