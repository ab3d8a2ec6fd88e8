import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LocalLink } from '../../components/LocalLink';
import { SearchPanel } from '../../components/search/SearchPanel';
import { useHydrated } from '../../lib/useHydrated';

const LINK = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/**
 * The search page (/en/search?q=…): the query is in the address, so results can be shared. The
 * form needs scripts; without them the page says so and offers the blog and the services.
 */
export function SearchSection() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  // The prerendered page has no query: the field shows the address's once the app runs.
  const started = useHydrated();
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? (started ? (params.get('q') ?? '') : '');

  const change = (next: string) => {
    setTyped(next);
    setParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <noscript>
        <p className="rounded-2xl bg-amber-50 p-6 text-base text-ink-800 ring-1 ring-amber-200">
          {t('noscript')}{' '}
          <LocalLink to={{ id: 'blog' }} className={LINK}>
            {t('browseBlog')}
          </LocalLink>
          {' · '}
          <LocalLink to={{ id: 'services' }} className={LINK}>
            {t('browseServices')}
          </LocalLink>
        </p>
      </noscript>
      <div className="js-only">
        <SearchPanel query={query} onQueryChange={change} />
      </div>
    </div>
  );
}
