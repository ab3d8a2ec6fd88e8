import { POSITION_KINDS, type PositionKindId } from '../sections/careers/positionKinds';
import { PositionDetail } from '../sections/careers/PositionDetail';
import { PageIntro } from '../sections/PageIntro';
import { RecordPage } from './RecordPage';

/** A job (/carrers/:slug) or an internship (/internship/:slug). */
function PositionPage({ kind }: { kind: PositionKindId }) {
  const usePositionKind = POSITION_KINDS[kind];
  const { entries, list, back, notFound, employmentType } = usePositionKind();
  return (
    <RecordPage
      param="slug"
      records={entries}
      keyOf={(entry) => entry.data.slug}
      notFound={{ title: notFound.title, heading: notFound.body, primary: { label: back, to: list.to } }}
    >
      {({ data, text, target, duration }) => (
        <>
          <PageIntro
            meta={{ title: text.title, description: text.description }}
            hero={{ title: text.title, subtitle: `${text.type} · ${duration ?? text.location}` }}
          />
          <PositionDetail
            position={text}
            duration={duration}
            record={data}
            target={target}
            list={list}
            employmentType={employmentType}
            applyLink={data.applyLink}
            back={{ label: back, to: list.to }}
          />
        </>
      )}
    </RecordPage>
  );
}

export const JobPage = () => <PositionPage kind="jobs" />;
export const InternshipPage = () => <PositionPage kind="internships" />;
