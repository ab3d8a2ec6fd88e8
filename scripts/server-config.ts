// Writes the production servers' configuration after the prerender, from src/ (through
// scripts/lib/headers.ts and scripts/lib/routing.ts):
//   dist/_headers                   the CDNs' `_headers` (Cloudflare Pages and Netlify read the same
//                                   syntax): security headers, caching of /assets/, the feeds' type
//   dist/_redirects                 the CDN's `_redirects`: Cloudflare Pages' (the default), or
//                                   Netlify's when DEPLOY_HOST=netlify or built on Netlify (NETLIFY=true)
//   dist-nginx/nginx-headers.conf   the same security headers as nginx `add_header … always;` lines
//   dist-nginx/nginx-routes.conf    redirects, entry-page rewrites and 404 pages as nginx `location`s
// The nginx files are included by deploy/nginx.conf; they live beside dist/, not in it, so that no
// host ever serves them (docs/deploying.md). `npm start` (scripts/serve.ts) applies the same headers
// and rules by importing the two modules. The CDNs read `_headers` and `_redirects` and never serve them.
//
//   node --import tsx scripts/server-config.ts
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { prerenderPaths } from '../src/app/prerenderPaths';
import { DEPLOYMENT, DEPLOYMENT_VARIABLES, OWN_RECEIVER, type DeploymentVariable } from '../src/content/deployment';
import { endpointOrigin, formOrigins, renderNetlifyHeaders, renderNginxHeaders, securityHeaders } from './lib/headers';
import { CDN_HOSTS, type CdnHost, renderNginxRoutes, renderRedirects, routingRules } from './lib/routing';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const nginxDir = path.join(root, 'dist-nginx');
const headers = securityHeaders();
const pages = prerenderPaths();
const rules = routingRules();

/** The CDN whose `_redirects` dist/ gets: DEPLOY_HOST, else Netlify in Netlify's builds, else Cloudflare Pages. */
function cdnHost(): CdnHost {
  const chosen = process.env.DEPLOY_HOST?.trim();
  if (chosen) {
    if (!(CDN_HOSTS as readonly string[]).includes(chosen))
      throw new Error(`DEPLOY_HOST=${chosen}: use one of ${CDN_HOSTS.join(', ')} (docs/deploying.md).`);
    return chosen as CdnHost;
  }
  return process.env.NETLIFY === 'true' ? 'netlify' : 'cloudflare';
}
const host = cdnHost();

await writeFile(path.join(dist, '_headers'), renderNetlifyHeaders(headers));
await writeFile(path.join(dist, '_redirects'), renderRedirects(host, pages));
await mkdir(nginxDir, { recursive: true });
await writeFile(path.join(nginxDir, 'nginx-headers.conf'), renderNginxHeaders(headers));
await writeFile(path.join(nginxDir, 'nginx-routes.conf'), renderNginxRoutes(rules));

// Nothing but the site in dist/: no dotfiles, and at its top no build file (`_worker.js`,
// `_routes.json`, …) besides the two the CDNs read.
const leftovers = (await readdir(dist, { recursive: true })).filter((file) =>
  file.split(path.sep).some((part, _, parts) => part.startsWith('.') || (parts.length === 1 && part.startsWith('_'))),
);
const unexpected = leftovers.filter((file) => file !== '_headers' && file !== '_redirects');
if (unexpected.length) throw new Error(`dist/ holds files that are not part of the site: ${unexpected.join(', ')}`);

const endpoint = endpointOrigin();
console.log(
  `server config: wrote dist/_headers (frame-src ${formOrigins().join(' ') || "'none'"}; ` +
    `connect-src and form-action 'self'${endpoint ? ` ${endpoint}` : ''}), dist/_redirects for ` +
    `${host === 'netlify' ? 'Netlify' : 'Cloudflare Pages'}, dist-nginx/nginx-headers.conf and dist-nginx/nginx-routes.conf (${rules.length} rules)`,
);

// The deployment settings this build used (docs/deploying.md, "Environment variables"), the placeholders marked.
const shown = (value: string) => (value ? value : '(empty)');
const values: Record<DeploymentVariable, string> = {
  VITE_SITE_ORIGIN: DEPLOYMENT.origin,
  VITE_CONTACT_ENDPOINT: DEPLOYMENT.contactEndpoint,
  VITE_WHATSAPP: DEPLOYMENT.whatsapp,
  VITE_CONTACT_FORM_URL: DEPLOYMENT.contactFormUrl,
  VITE_TURNSTILE_SITE_KEY: DEPLOYMENT.turnstileSiteKey,
};
const width = Math.max(...Object.keys(values).map((name) => name.length));
if (DEPLOYMENT.contactEndpoint === OWN_RECEIVER)
  console.log(
    "contact form: posts to the site's own receiver at /api/contact (server/: a Pages Function with D1 on Cloudflare, " +
      'a Node service behind nginx, or `npm start`); it notifies the team only where LEADS_WEBHOOK_URL is set on the host (docs/deploying.md).',
  );
if (DEPLOYMENT.turnstileSiteKey)
  console.log(
    "contact form: shows Cloudflare Turnstile's check (VITE_TURNSTILE_SITE_KEY); the receiver verifies its token only where TURNSTILE_SECRET_KEY is set on the host.",
  );
console.log('deployment settings:');
for (const [name, value] of Object.entries(values) as [DeploymentVariable, string][]) {
  console.log(
    DEPLOYMENT.placeholders.includes(name)
      ? `  ${name.padEnd(width)}  not set      ${shown(value)} — ${DEPLOYMENT_VARIABLES[name].describe}`
      : `  ${name.padEnd(width)}  set          ${shown(value)}`,
  );
}
console.log(
  DEPLOYMENT.placeholders.length
    ? `deployment: ${DEPLOYMENT.placeholders.length} of ${Object.keys(values).length} settings are placeholders (${DEPLOYMENT.placeholders.join(', ')}); see "Environment variables" in docs/deploying.md`
    : 'deployment: every setting is set',
);
