import { useTranslation } from 'react-i18next';
import { ContactFormToggle } from '../sections/ContactFormToggle';
import { ContactSection } from '../sections/ContactSection';
import { PageIntro } from '../sections/PageIntro';

export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageIntro
        meta={{ title: t('meta.title'), description: t('meta.description') }}
        hero={{ title: t('hero.title'), subtitle: t('hero.subtitle') }}
      />
      <ContactSection action={<ContactFormToggle />} />
    </>
  );
}
