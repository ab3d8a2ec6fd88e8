import { useTranslation } from 'react-i18next';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTION_IDS } from '../../content/privacy';
import type { DocumentSection } from '../../content/schemas';
import { SITE } from '../../content/site';
import { ContactDetails, RequestLink } from '../document/ContactDetails';
import { DocumentLayout, type DocumentTopic } from '../document/DocumentLayout';

/** The privacy notice (PDPL Art. 12): contents, summary and one h2 per topic. */
export function PrivacyNotice() {
  const { t } = useTranslation('privacy');
  const { t: common } = useTranslation();
  const topics = PRIVACY_SECTION_IDS.map((id): DocumentTopic => {
    const section: DocumentSection = t(`sections.${id}`, { returnObjects: true });
    return {
      id,
      ...section,
      // Who the controller is and every way to reach them (name, number, email, phone, WhatsApp, address).
      extra: id === 'controller' && (
        <ContactDetails
          before={[
            { key: 'name', label: t('legalName.label'), value: t('legalName.value') },
            { key: 'unn', label: common('footer.unifiedNumber'), value: <span dir="ltr">{SITE.unifiedNumber}</span> },
          ]}
        />
      ),
      // How to use the rights: an email with its subject filled in, and the address itself.
      end: id === 'rights' && <RequestLink button={t('request.button')} subject={t('request.subject')} />,
    };
  });

  return (
    <DocumentLayout
      date={PRIVACY_LAST_UPDATED}
      dateLabel={(date) => t('updated', { date })}
      summary={{ title: t('summary.title'), items: t('summary.items', { returnObjects: true }) }}
      contents={t('toc')}
      topics={topics}
    />
  );
}
