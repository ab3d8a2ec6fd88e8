import { POSITION_KINDS, type PositionKindId } from '../sections/careers/positionKinds';
import { PositionList } from '../sections/careers/PositionList';
import { FaqSection } from '../sections/FaqSection';
import { PageIntro } from '../sections/PageIntro';

/** Open jobs (/careers) or internships (/internships): the list (closed ones left out), then the kind's FAQ. */
function PositionsPage({ kind }: { kind: PositionKindId }) {
  const usePositionKind = POSITION_KINDS[kind];
  const positions = usePositionKind();
  return (
    <>
      <PageIntro meta={positions.meta} hero={positions.hero} />
      <PositionList
        heading={positions.heading}
        subtitle={positions.subtitle}
        positions={positions.open.map(({ data, text, target, extra }) => ({ slug: data.slug, ...text, extra, to: target }))}
        emptyText={positions.noPositions}
        viewDetails={positions.viewDetails}
      />
      <FaqSection heading={positions.faqHeading} items={positions.faq} />
    </>
  );
}

export const CareersPage = () => <PositionsPage kind="jobs" />;
export const InternshipsPage = () => <PositionsPage kind="internships" />;
