import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dirOf } from '../../lib/language/languages';
import { useLang } from '../../lib/language/lang';
import { searchSite, type SearchAnswer } from '../../lib/search';
import { SearchIcon } from '../icons';

/** Queries shorter than this show the hint, not results. */
const MIN_QUERY = 2;

/** The answer to a query: its results, or that search could not load. */
type Answer = ({ query: string } & SearchAnswer) | { query: string; failed: true };

interface SearchPanelProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** Shown under the results (the dialog's link to the search page). */
  footer?: (query: string) => ReactNode;
}

/**
 * The search form and its results: each a link with the page's kind, its title and an excerpt
 * with the matched words marked. The count (or "searching…", "nothing found") is announced
 * politely; ArrowDown and ArrowUp move between the field and the results, Tab works as usual.
 * When the page's language has nothing and the other has, the status says so and each result is
 * labelled with its language (and marked up in it). A query whose words were corrected says what
 * was searched instead.
 */
export function SearchPanel({ query, onQueryChange, footer }: SearchPanelProps) {
  const { t } = useTranslation('search');
  const lang = useLang();
  const inputId = useId();
  const hintId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const trimmed = query.trim();
  const wanted = trimmed.length >= MIN_QUERY;

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    searchSite(trimmed, lang).then(
      (found) => current && found && setAnswer({ query: trimmed, ...found }),
      () => current && setAnswer({ query: trimmed, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [trimmed, wanted, lang]);

  // While a newer query runs, the last results stay (no flicker); the status says it is searching.
  const shown = wanted && answer && 'hits' in answer ? answer : null;
  const status = !wanted
    ? ''
    : answer?.query !== trimmed
      ? t('status.searching')
      : 'failed' in answer
        ? t('status.error')
        : !answer.hits.length
          ? t('status.none', { query: answer.query })
          : answer.lang !== lang
            ? t('status.otherLanguage', {
                query: answer.query,
                here: t(`inLanguage.${lang}`),
                there: t(`inLanguage.${answer.lang}`),
              })
            : answer.corrected
              ? t('status.corrected', { query: answer.query, corrected: answer.corrected })
              : t('status.results', { count: answer.total, query: answer.query });
  const other = shown && shown.lang !== lang ? shown.lang : null;

  /** ArrowDown from the field goes to the first result; arrows move between results. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(listRef.current?.querySelectorAll('a') ?? [])];
    if (!links.length) return;
    const index = links.findIndex((link) => link === document.activeElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    event.preventDefault();
    if (next < 0) document.getElementById(inputId)?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  return (
    <div onKeyDown={onKeyDown}>
      <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
        <label htmlFor={inputId} className="sr-only">
          {t('label')}
        </label>
        <SearchIcon className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-ink-400" />
        <input
          id={inputId}
          type="search"
          // A query in the other script (Arabic typed on an English page, a Latin name on an Arabic
          // one) runs in its own direction; empty, the field (and its placeholder) keeps the page's.
          dir={query.trim() ? 'auto' : undefined}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={t('placeholder')}
          aria-describedby={hintId}
          autoComplete="off"
          enterKeyHint="search"
          className="w-full rounded-xl border border-ink-300 bg-white py-3 ps-12 pe-12 text-base text-ink-900 placeholder:text-ink-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
      </form>
      <p id={hintId} className="mt-2 text-sm text-ink-500">
        {t('hint')}
      </p>
      {/* Always in the page (never display: none), so that screen readers announce its first text. */}
      <p role="status" className="mt-4 min-h-5 text-sm font-semibold text-ink-700">
        {status}
      </p>
      {shown && shown.hits.length > 0 && (
        <ol ref={listRef} className="mt-3 space-y-2">
          {shown.hits.map((hit) => (
            <li key={hit.url}>
              <Link
                to={hit.url}
                hrefLang={other ?? undefined}
                className="block rounded-xl p-4 ring-1 ring-ink-200 transition-colors hover:bg-brand-50 hover:ring-brand-200 focus-visible:bg-brand-50"
              >
                <span className="text-xs font-semibold text-brand-700">
                  {t(`kinds.${hit.kind}`)}
                  {other && ` · ${t(`languageNames.${other}`)}`}
                </span>
                <span
                  lang={other ?? undefined}
                  dir={other ? dirOf(other) : undefined}
                  className="mt-1 block font-semibold text-ink-900"
                >
                  {hit.title}
                </span>
                <span
                  lang={other ?? undefined}
                  dir={other ? dirOf(other) : undefined}
                  className="mt-1 block text-sm leading-relaxed text-ink-600"
                >
                  {hit.excerpt.map((part, index) =>
                    part.mark ? (
                      <mark key={index} className="rounded bg-amber-100 px-0.5 text-ink-900">
                        {part.text}
                      </mark>
                    ) : (
                      part.text
                    ),
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      {shown && shown.hits.length > 0 && footer?.(shown.query)}
    </div>
  );
}
