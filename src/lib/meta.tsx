import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { truncate } from './format';
import type { JsonLd } from './structuredData';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

export interface PageMeta {
  /** Full document title, brand included. */
  title: string;
  description: string;
  /** Share image (site path); the default social image when absent. */
  image?: string;
  type?: 'website' | 'article';
  jsonLd?: readonly JsonLd[];
}

export type PageMetaInput = Omit<PageMeta, 'title'> & { /** The page's own title, without the brand. */ page: string };

/** During prerender the page writes its meta here; in the browser the document head is updated. */
export type MetaSink = (meta: PageMeta) => void;

const MetaContext = createContext<MetaSink | null>(null);

export function MetaProvider({ sink, children }: { sink: MetaSink | null; children: ReactNode }) {
  return <MetaContext.Provider value={sink}>{children}</MetaContext.Provider>;
}

/** Sets the page's title (`page` is wrapped in the brand template), description and share data. */
export function usePageMeta({ page, description: full, ...rest }: PageMetaInput): void {
  const sink = useContext(MetaContext);
  const { t } = useTranslation();
  const title = t('meta.titleTemplate', { page });
  const description = truncate(full, DESCRIPTION_MAX, page);
  sink?.({ title, description, ...rest });
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
