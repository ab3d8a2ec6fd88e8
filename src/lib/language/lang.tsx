import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LANG, dirOf, type Dir, type Lang } from './languages';
import { localizedPath, type RouteTarget } from '../paths';

const LangContext = createContext<Lang>(DEFAULT_LANG);

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

/** The language of the current URL. */
export function useLang(): Lang {
  return useContext(LangContext);
}

export function useDir(): Dir {
  return dirOf(useLang());
}

/** Builds a path in the current language: `pathTo({ id: 'service', params: { slug } })`. */
export function useLocalizedPath(): (target: RouteTarget) => string {
  const lang = useLang();
  return (target) => localizedPath(lang, target);
}
