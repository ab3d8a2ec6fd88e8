import { SITE } from '../content/site';

/**
 * A static redirect page, for hosts that cannot read the redirect rules (`_redirects`, nginx):
 * kept out of search results, canonical to its target.
 */
export function RedirectDocument({ to }: { to: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <title>{to}</title>
        <meta name="robots" content="noindex" />
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <link rel="canonical" href={`${SITE.origin}${to.split('#')[0]}`} />
      </head>
      <body>
        <p>
          <a href={to}>{to}</a>
        </p>
      </body>
    </html>
  );
}
