import { Suspense, type ReactNode } from 'react';
import { CheckIcon } from '../../components/icons';
import type { DocumentSection } from '../../content/schemas';
import { formatDate } from '../../lib/format';
import { jumpTo } from '../../lib/jumpTo';
import { useLang } from '../../lib/language/lang';

const headingId = (id: string) => `${id}-heading`;

/** One topic of a document: its copy, and what the page adds to it. */
export interface DocumentTopic extends DocumentSection {
  id: string;
  /** Shown after the topic's paragraphs, before its list. */
  extra?: ReactNode;
  /** Shown at the end of the topic. */
  end?: ReactNode;
}

interface DocumentLayoutProps {
  /** ISO date of the document's last change, and the sentence that shows it ("Last updated: {{date}}"). */
  date: string;
  dateLabel: (date: string) => string;
  summary: { title: string; items: readonly string[] };
  /** The name of the contents list ("On this page"). */
  contents: string;
  topics: readonly DocumentTopic[];
}

/**
 * A document of several topics (the privacy notice, the accessibility statement): the date and an
 * "In brief" summary, a contents list of the topics, and one h2 per topic, reachable by its fragment
 * (/en/privacy#rights). Phones read the date and the summary, then the contents, then the topics;
 * from lg the contents stay beside the topics, on the start side.
 */
export function DocumentLayout({ date, dateLabel, summary, contents, topics }: DocumentLayoutProps) {
  const lang = useLang();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 text-base leading-relaxed text-ink-700 sm:px-6 sm:py-14 sm:text-lg lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:px-8 lg:py-20">
      <div className="lg:col-start-2">
        <p className="text-base text-ink-500">
          <time dateTime={date}>{dateLabel(formatDate(date, lang))}</time>
        </p>
        <section aria-labelledby="document-summary" className="mt-6 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
          <h2 id="document-summary" className="text-xl font-bold text-ink-900">
            {summary.title}
          </h2>
          <ul className="mt-4 space-y-3 text-base">
            {summary.items.map((item) => (
              <li key={item} className="flex gap-3">
                <CheckIcon className="mt-1 size-5 shrink-0 text-brand-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <aside className="mt-10 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-0">
        <nav
          aria-labelledby="document-contents"
          className="rounded-2xl bg-ink-50 p-5 text-base ring-1 ring-ink-900/5 lg:sticky lg:top-28 lg:bg-transparent lg:p-0 lg:ring-0"
        >
          <p id="document-contents" className="font-semibold text-ink-900">
            {contents}
          </p>
          <ol className="mt-3 space-y-1 border-s border-ink-200 text-ink-600">
            {topics.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  onClick={(event) => jumpTo(event, topic.id, headingId(topic.id))}
                  className="-ms-px block border-s-2 border-transparent py-1 ps-4 leading-snug transition-colors hover:border-brand-500 hover:text-brand-700"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </aside>

      <div className="min-w-0 lg:col-start-2">
        {/*
          Each topic a boundary of its own, as each band of the other pages (src/components/Section.tsx):
          React hydrates them in small slices after the page's shell. Nothing in them suspends.
        */}
        {topics.map((topic) => (
          <section
            key={topic.id}
            id={topic.id}
            aria-labelledby={headingId(topic.id)}
            className="mt-12 scroll-mt-12 border-t border-ink-200 pt-10"
          >
            <Suspense fallback={null}>
              <h2
                id={headingId(topic.id)}
                tabIndex={-1}
                className="text-2xl font-bold text-balance text-ink-900 focus:outline-none sm:text-3xl"
              >
                {topic.title}
              </h2>
              <Paragraphs texts={topic.paragraphs} />
              {topic.extra}
              {topic.items && (
                <dl className="mt-6 divide-y divide-ink-200 rounded-2xl text-base ring-1 ring-ink-200">
                  {topic.items.map((item) => (
                    <div key={item.term} className="gap-6 px-5 py-4 sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:py-5">
                      <dt className="font-semibold text-ink-900">
                        {/* Apart from the detail in search excerpts (Pagefind joins dt and dd). */}
                        {item.term}{' '}
                      </dt>
                      <dd className="mt-1 sm:mt-0">{item.detail}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {topic.after && <Paragraphs texts={topic.after} />}
              {topic.end}
            </Suspense>
          </section>
        ))}
      </div>
    </div>
  );
}

function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => (
    <p key={text} className="mt-5 text-pretty">
      {text}
    </p>
  ));
}
