import { useEffect, useId, useState } from 'react';
import { jumpTo } from '../lib/jumpTo';
import type { RichHeading } from '../lib/richText';
import { useEarlyDisclosures } from '../lib/useEarlyDisclosures';
import { ChevronIcon } from './icons';

interface Entry extends RichHeading {
  children: RichHeading[];
}

/** h2s with their h3s nested (an h3 before any h2 stands on its own); h4s are left out. */
function outline(headings: readonly RichHeading[]): Entry[] {
  const entries: Entry[] = [];
  for (const heading of headings) {
    const parent = entries.at(-1);
    if (heading.level === 3 && parent?.level === 2) parent.children.push(heading);
    else if (heading.level < 4) entries.push({ ...heading, children: [] });
  }
  return entries;
}

/**
 * The heading being read: the last one whose top has passed a line a quarter of the way down the
 * window (below the navbar). The observer's area reaches from far above the page down to that
 * line, so it reports a heading only when it crosses the line, even on a long jump; nothing reads
 * the layout while scrolling.
 */
function useCurrentHeading(headings: readonly RichHeading[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    const elements = headings.flatMap(({ id }) => document.getElementById(id) ?? []);
    const passed = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) passed.add(entry.target);
          else passed.delete(entry.target);
        }
        setCurrent(elements.findLast((element) => passed.has(element))?.id);
      },
      { rootMargin: '1000000px 0px -75% 0px' },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [headings]);
  return current;
}

function Links({
  entries,
  current,
  nested = false,
}: {
  entries: readonly (Entry | RichHeading)[];
  current?: string;
  nested?: boolean;
}) {
  return (
    <ol className={nested ? '' : 'mt-3 space-y-1 border-s border-ink-200'}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            aria-current={entry.id === current ? 'true' : undefined}
            onClick={(event) => jumpTo(event, entry.id)}
            className={`-ms-px block border-s-2 border-transparent py-1.5 leading-snug text-ink-600 hover:border-ink-400 hover:text-ink-900 aria-[current=true]:border-brand-600 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700 motion-safe:transition-colors lg:py-1 ${nested ? 'ps-8' : 'ps-4'}`}
          >
            {entry.text}
          </a>
          {'children' in entry && entry.children.length > 0 && <Links entries={entry.children} current={current} nested />}
        </li>
      ))}
    </ol>
  );
}

/**
 * An article's "On this page": its h2s and h3s, the one being read marked (aria-current). Phones
 * get it above the text as a disclosure, closed at first: a button with aria-expanded and
 * aria-controls, which answers a tap before the app has started (src/boot.js) and whose list
 * shows without JavaScript (public/noscript.css). From lg it stays in view beside the text, on
 * the end side: it takes the end padding of the positioned element around it, which leaves it
 * 15rem and a gap (BlogArticle: lg:pe-[20.5rem]), so it flips with `dir` as the padding does.
 */
export function TableOfContents({ headings, label }: { headings: readonly RichHeading[]; label: string }) {
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const ref = useEarlyDisclosures<HTMLElement>(([expanded]) => setOpen(expanded === true));
  const current = useCurrentHeading(headings);
  const entries = outline(headings);
  if (entries.length === 0) return null;
  return (
    <>
      <nav ref={ref} aria-label={label} className="mt-8 rounded-2xl bg-ink-50 ring-1 ring-ink-900/5 lg:hidden">
        <button
          type="button"
          data-disclosure=""
          aria-expanded={open}
          aria-controls={`${baseId}-list`}
          onClick={() => setOpen(!open)}
          className="peer group flex min-h-12 w-full items-center justify-between gap-4 px-5 py-3 text-start font-semibold text-ink-900"
        >
          {label}
          <ChevronIcon
            direction="down"
            className="size-5 shrink-0 text-brand-600 group-aria-expanded:rotate-180 motion-safe:transition-transform"
          />
        </button>
        <div id={`${baseId}-list`} className="toc-panel hidden px-5 pb-4 peer-aria-expanded:block">
          <Links entries={entries} current={current} />
        </div>
      </nav>
      <div className="absolute inset-y-14 end-8 hidden w-60 lg:block">
        <nav
          aria-labelledby={`${baseId}-title`}
          className="sticky top-28 max-h-[calc(100dvh-9rem)] overflow-y-auto text-sm script-arab:text-[0.9375rem]"
        >
          <p id={`${baseId}-title`} className="font-semibold text-ink-900">
            {label}
          </p>
          <Links entries={entries} current={current} />
        </nav>
      </div>
    </>
  );
}
