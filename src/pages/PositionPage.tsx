import { formatDate } from '../lib/format';
import { useLang } from '../lib/language/lang';
import { POSITION_KINDS, type PositionKindId } from '../sections/careers/positionKinds';
import { PositionClosed } from '../sections/careers/PositionClosed';
import { PositionDetail } from '../sections/careers/PositionDetail';
import { PageIntro } from '../sections/PageIntro';
import { RecordPage } from './RecordPage';

/**
 * A job (/carrers/:slug) or an internship (/internship/:slug): open, its details and how to apply;
 * closed, that it has closed and the way to the open ones, kept out of search engines.
 */
function PositionPage({ kind }: { kind: PositionKindId }) {
  const usePositionKind = POSITION_KINDS[kind];
  const lang = useLang();
  const { entries, list, back, notFound, closed, employmentType } = usePositionKind();
  return (
    <RecordPage
      param="slug"
      records={entries}
      keyOf={(entry) => entry.data.slug}
      notFound={{ title: notFound.title, heading: notFound.body, primary: { label: back, to: list.to } }}
    >
      {({ data, state, text, target, duration }) =>
        state === 'closed' ? (
          <>
            <PageIntro
              meta={{ title: text.title, description: closed.notice(formatDate(data.validThrough, lang)), noindex: true }}
              hero={{ title: text.title, subtitle: `${text.type} · ${closed.status}` }}
            />
            <PositionClosed
              notice={closed.notice(formatDate(data.validThrough, lang))}
              open={{ label: closed.openPositions, to: list.to }}
            />
          </>
        ) : (
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
        )
      }
    </RecordPage>
  );
}

export const JobPage = () => <PositionPage kind="jobs" />;
export const InternshipPage = () => <PositionPage kind="internships" />;
