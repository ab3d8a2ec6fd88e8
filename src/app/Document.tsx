import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { dirOf, type Lang } from '../lib/language/languages';
import { ErrorBoundary } from './ErrorBoundary';

/** What the build knows about a page's files (from Vite's manifest), for the prerendered HTML. */
export interface BuildAssets {
  /** Font files painted on the first screen, preloaded so none arrives late and reflows text. */
  fonts: readonly string[];
  /** The hero picture every page opens on: fetched with the HTML, not after the CSS. */
  image?: { srcSet: string; type: string; sizes: string };
  stylesheets: readonly string[];
  /**
   * src/boot.js: starts the app's entry module (with its imports preloaded) once the page has
   * painted, and ends the first loading overlay `overlayMs` after the load event.
   */
  boot: { src: string; entry: string; preload: readonly string[]; overlayMs: number };
  /** The data files the page rendered, by path (src/content/postData.ts reads them back). */
  data?: Record<string, unknown>;
}

interface DocumentContextValue {
  /** Server only: the browser keeps the prerendered tags, which React leaves alone. */
  assets: BuildAssets | null;
  /** The path the HTML was rendered for ("" for shared pages such as 404.html). */
  dataPath: string;
}

const DocumentContext = createContext<DocumentContextValue>({ assets: null, dataPath: '' });
export const DocumentProvider = DocumentContext.Provider;

function BuildHead({ assets }: { assets: BuildAssets }) {
  const { fonts, image, stylesheets, boot, data } = assets;
  return (
    <>
      {fonts.map((href) => (
        <link key={href} rel="preload" as="font" type="font/woff2" crossOrigin="" href={href} />
      ))}
      {image && (
        <link
          rel="preload"
          as="image"
          type={image.type}
          imageSrcSet={image.srcSet}
          imageSizes={image.sizes}
          fetchPriority="high"
        />
      )}
      {stylesheets.map((href) => (
        <link key={href} rel="stylesheet" crossOrigin="" href={href} />
      ))}
      <script
        defer
        src={boot.src}
        data-entry={boot.entry}
        data-preload={boot.preload.join(' ')}
        data-overlay-ms={String(boot.overlayMs)}
      />
      {data && Object.keys(data).length > 0 && (
        // Data, not a script: no Content-Security-Policy stops it, and nothing runs it. `<` is
        // escaped so that no text in it can end the element.
        <script
          type="application/json"
          id="page-data"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      )}
    </>
  );
}

/**
 * The whole HTML document, and the one place that writes the page's language and direction
 * (`<html lang dir>`), on the server and on every client-side language change alike. Pages add
 * their title, description and share tags with <PageHead>, which React hoists into <head>.
 */
export function Document({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { assets, dataPath } = useContext(DocumentContext);
  return (
    <html lang={lang} dir={dirOf(lang)}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#172254" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
        {assets && <BuildHead assets={assets} />}
      </head>
      <body>
        <div id="root" data-path={dataPath}>
          <ErrorBoundary>
            <Suspense fallback={null}>{children}</Suspense>
          </ErrorBoundary>
        </div>
      </body>
    </html>
  );
}
