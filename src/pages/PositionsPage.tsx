import { useTranslation } from 'react-i18next';
import { POSITION_KINDS, type PositionKind } from '../sections/careers/kinds';
import { PositionList } from '../sections/careers/PositionList';
import { FaqSection } from '../sections/FaqSection';
import { PageIntro } from '../sections/PageIntro';

/** Open jobs (/careers) or internships (/internships): the list, then the kind's FAQ. */
export function PositionsPage({ kind }: { kind: PositionKind }) {
  const { t } = useTranslation('careers');
  const { section, faq, target, entries } = POSITION_KINDS[kind];
  const items = t(faq, { returnObjects: true });
  const positions = entries(t).map(({ data, text, extra }) => ({
    slug: data.slug,
    title: text.title,
    type: text.type,
    location: text.location,
    extra,
    to: target(data.slug),
  }));
  return (
    <>
      <PageIntro
        meta={{ title: t(`${section}.meta.title`), description: t(`${section}.meta.description`) }}
        hero={{ title: t(`${section}.hero.title`), subtitle: t(`${section}.hero.subtitle`) }}
      />
      <PositionList
        heading={t(`${section}.heading`)}
        subtitle={t(`${section}.subtitle`)}
        positions={positions}
        emptyText={t('labels.noPositions')}
        viewDetails={t(`${section}.viewDetails`)}
      />
      <FaqSection heading={t(`${section}.faqHeading`)} items={items} />
    </>
  );
}

export const CareersPage = () => <PositionsPage kind="jobs" />;
export const InternshipsPage = () => <PositionsPage kind="internships" />;
