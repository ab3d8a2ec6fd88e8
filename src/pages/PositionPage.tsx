import { useTranslation } from 'react-i18next';
import { POSITION_KINDS, type PositionKind } from '../sections/careers/kinds';
import { PositionDetail } from '../sections/careers/PositionDetail';
import { PageIntro } from '../sections/PageIntro';
import { RecordPage } from './RecordPage';

/** A job (/carrers/:slug) or an internship (/internship/:slug). */
export function PositionPage({ kind }: { kind: PositionKind }) {
  const { t } = useTranslation('careers');
  const { section, list, back, notFound, target, entries, employmentType } = POSITION_KINDS[kind];
  return (
    <RecordPage
      param="slug"
      records={entries(t)}
      keyOf={(entry) => entry.data.slug}
      notFound={{ title: t(notFound.title), heading: t(notFound.body), primary: { label: t(back), to: list } }}
    >
      {({ data, text, duration }) => (
        <>
          <PageIntro
            meta={{ title: text.title, description: text.description }}
            hero={{ title: text.title, subtitle: `${text.type} · ${duration ?? text.location}` }}
          />
          <PositionDetail
            position={text}
            duration={duration}
            record={data}
            target={target(data.slug)}
            list={{ name: t(`${section}.hero.title`), to: list }}
            employmentType={employmentType}
            applyLink={data.applyLink}
            back={{ label: t(back), to: list }}
          />
        </>
      )}
    </RecordPage>
  );
}

export const JobPage = () => <PositionPage kind="jobs" />;
export const InternshipPage = () => <PositionPage kind="internships" />;
