import { useTranslation } from 'react-i18next';
import { ACCESSIBILITY_REVIEWED, ACCESSIBILITY_SECTION_IDS } from '../../content/accessibility';
import type { DocumentSection } from '../../content/schemas';
import { ContactDetails, RequestLink } from '../document/ContactDetails';
import { DocumentLayout, type DocumentTopic } from '../document/DocumentLayout';

/**
 * The accessibility statement, after GOV.UK's and the EU's model statements: what it
 * covers, how accessible the site is, what is known not to work, how to report a problem or ask
 * for another format (every way to reach us, and the time to answer), how the site is tested, and
 * when the statement was last reviewed.
 */
export function AccessibilityStatement() {
  const { t } = useTranslation('accessibility');
  const topics = ACCESSIBILITY_SECTION_IDS.map((id): DocumentTopic => {
    const section: DocumentSection = t(`sections.${id}`, { returnObjects: true });
    return {
      id,
      ...section,
      extra: id === 'feedback' && <ContactDetails />,
      end: id === 'feedback' && <RequestLink button={t('request.button')} subject={t('request.subject')} />,
    };
  });
  return (
    <DocumentLayout
      date={ACCESSIBILITY_REVIEWED}
      dateLabel={(date) => t('updated', { date })}
      summary={{ title: t('summary.title'), items: t('summary.items', { returnObjects: true }) }}
      contents={t('toc')}
      topics={topics}
    />
  );
}
