import { Fragment, useContext, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ArrowEndIcon } from '../components/icons';
import { LanguageAlternates } from '../components/PageHead';
import { OG_IMAGE } from '../content/images';
import { SITE } from '../content/site';
import { getI18n } from '../lib/i18n';
import { DEFAULT_LANG, dirOf, LANGUAGES, type Lang } from '../lib/language/languages';
import { entryTarget } from '../lib/paths';
import { RoutePreload } from './routePreload';

// The entry page speaks every language at once: each part reads `common` in its own language
// (getFixedT), whatever the page's. The server has every namespace in memory; the browser loads
// each language's `common` before it renders this page (preloadRoute in src/app/routes.tsx).

/**
 * The entry page's head: the company's name in every language, the page's language alternates,
 * and the site's default share picture. The pages of one language share a card with their title in
 * their language (PageHead); this page speaks every language, so it shares the company's mark,
 * which has no words in any.
 */
function EntryHead({ path }: { path: string }) {
  const names = LANGUAGES.map((lang) => {
    const t = getI18n(lang).getFixedT(lang, 'common');
    return t('brand.name');
  });
  const byDefault = getI18n(DEFAULT_LANG).getFixedT(DEFAULT_LANG, 'common');
  const title = names.join(' · ');
  const image = `${SITE.origin}${OG_IMAGE.src}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={byDefault('brand.tagline')} />
      <LanguageAlternates path={entryTarget(path, DEFAULT_LANG)} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
    </>
  );
}

/** The company's name in one language. */
function BrandName({ lang }: { lang: Lang }) {
  const t = getI18n(lang).getFixedT(lang, 'common');
  return (
    <span lang={lang} dir={dirOf(lang)}>
      {t('brand.name')}
    </span>
  );
}

/** "Choose your language" in one language: one line of the heading. */
function HeadingLine({ lang }: { lang: Lang }) {
  const t = getI18n(lang).getFixedT(lang, 'common');
  return (
    <span lang={lang} dir={dirOf(lang)} className="block">
      {t('entry.heading')}
    </span>
  );
}

/** The page in one language: a plain link, in that language and direction. */
function LanguageChoice({ lang, path }: { lang: Lang; path: string }) {
  const t = getI18n(lang).getFixedT(lang, 'common');
  return (
    <a
      href={entryTarget(path, lang)}
      lang={lang}
      dir={dirOf(lang)}
      // `hreflang` as HTML spells it (see LanguageAlternates in src/components/PageHead.tsx).
      {...{ hreflang: lang }}
      className="group flex min-h-20 items-center justify-between gap-4 rounded-2xl bg-white px-6 py-5 text-2xl font-bold text-ink-900 shadow-sm ring-1 ring-ink-900/10 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-500 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      {t('entry.language')}
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-600 text-white transition-colors group-hover:bg-brand-700"
      >
        <ArrowEndIcon className="size-5" />
      </span>
    </a>
  );
}

/**
 * Unprefixed entry points (/, /home, /services/ai, ...). The HTML alone says where to go: a heading
 * and a link to this page in each language, each in its own language and direction (the prerender
 * writes one per page). With scripts, the language is picked — the stored choice, else the
 * browser's languages, else English — and history is replaced, so Back still works.
 */
export function EntryRedirect() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // "/services/ai/" is the same page as "/services/ai": the links the HTML was written with.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const preload = useContext(RoutePreload);
  useEffect(() => {
    // The detector is only needed here: it stays out of every page's first-load JS.
    // Should it fail to load, the visitor still leaves the entry page, for the default language.
    void import('../lib/language/detectLanguage')
      .then(
        ({ detectLanguage }) => detectLanguage(),
        () => DEFAULT_LANG,
      )
      .then(async (lang) => {
        const target = entryTarget(pathname, lang);
        // This page stays until the next one can render at once (no empty page in between).
        await preload(target).catch(() => {});
        void navigate(`${target}${search}${hash}`, { replace: true });
      });
  }, [navigate, preload, pathname, search, hash]);
  return (
    <>
      <EntryHead path={path} />
      <main id="main" className="grid min-h-dvh place-items-center bg-ink-50 px-4 py-12 sm:px-6">
        <div className="w-full max-w-2xl text-center">
          <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-lg font-bold text-ink-700">
            <img src="/logo.svg" alt="" width={48} height={48} className="size-12" />
            {LANGUAGES.map((lang, index) => (
              <span key={lang} className="flex gap-x-3">
                {index > 0 && <span aria-hidden="true">·</span>}
                <BrandName lang={lang} />
              </span>
            ))}
          </p>
          <h1 className="mt-8 text-3xl leading-snug font-bold text-ink-900 sm:text-4xl">
            {LANGUAGES.map((lang, index) => (
              <Fragment key={lang}>
                {index > 0 && ' '}
                <HeadingLine lang={lang} />
              </Fragment>
            ))}
          </h1>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {LANGUAGES.map((lang) => (
              <li key={lang}>
                <LanguageChoice lang={lang} path={path} />
              </li>
            ))}
          </ul>
        </div>
      </main>
    </>
  );
}
