import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SITE } from '../content/site';
import { truncate } from '../lib/format';
import { useLang } from '../lib/language/lang';
import { DEFAULT_LANG, LANGUAGES, languageInfo, otherLangs } from '../lib/language/languages';
import { FEED_TYPE, feedPath, localizedPath, SHARE_CARD_SIZE, sharePath, unprefixedPath } from '../lib/paths';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

export interface PageHeadProps {
  /** The page's own title, without the brand (the title template adds it). */
  page: string;
  description: string;
  type?: 'website' | 'article';
  /** Not-found states: kept out of search results, with no canonical or share data. */
  noindex?: boolean;
}

const absolute = (path: string) => `${SITE.origin}${path}`;

/**
 * The page's head: title, description, canonical, hreflang alternates and share tags. React
 * hoists these elements into <head>, in the prerendered HTML and again on every navigation.
 *
 * The share picture is the page's own card (sharePath), which scripts/share-cards.ts draws after
 * the prerender from this very head: the title it shows is the image's alt text, `page`.
 */
export function PageHead({ page, description: full, type = 'website', noindex = false }: PageHeadProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const title = t('meta.titleTemplate', { page });
  const description = truncate(full, DESCRIPTION_MAX, page);
  // The language's blog feed, for feed readers to discover: on every page, not-found pages too (the
  // feed belongs to the site, not to the page; noindex concerns search engines, not subscribers).
  const feed = <link rel="alternate" type={FEED_TYPE} title={t('feed.title')} href={feedPath(lang)} />;
  if (noindex) {
    return (
      <>
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="robots" content="noindex" />
        {feed}
      </>
    );
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const card = absolute(sharePath(path));
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={absolute(path)} />
      <LanguageAlternates path={path} />
      {feed}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={t('brand.name')} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={absolute(path)} />
      <meta property="og:image" content={card} />
      <meta property="og:image:width" content={String(SHARE_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={page} />
      <meta property="og:locale" content={languageInfo(lang).ogLocale} />
      {otherLangs(lang).map((other) => (
        <meta key={other} property="og:locale:alternate" content={languageInfo(other).ogLocale} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={card} />
      <meta name="twitter:image:alt" content={page} />
    </>
  );
}

/**
 * hreflang links to the same page in every language, and x-default to the unprefixed path that
 * picks the visitor's language (the site root for the home page).
 */
export function LanguageAlternates({ path }: { path: string }) {
  const rest = unprefixedPath(path);
  const home = unprefixedPath(localizedPath(DEFAULT_LANG, { id: 'home' }));
  // `hreflang` as HTML spells it: React would write its `hrefLang` prop as is, in camel case. (React's
  // development build warns about this spelling; the production build is silent.)
  return (
    <>
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" {...{ hreflang: lang }} href={absolute(`/${lang}${rest}`)} />
      ))}
      <link rel="alternate" {...{ hreflang: 'x-default' }} href={absolute(rest === home ? '/' : rest)} />
    </>
  );
}
