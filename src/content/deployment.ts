/**
 * Settings that differ per deployment, set at build time through environment variables (docs/deploying.md,
 * "Environment variables"). Every one has a placeholder default, so a build with none set works and
 * `npm run build` lists which are still placeholders.
 *
 * Only the process environment counts (vite.config.ts turns off Vite's .env files): vite.config.ts
 * reads it with readDeployment, which stops a build with a malformed value before anything is
 * built, and writes the result into the bundles as `__DEPLOYMENT__`; the build's own scripts
 * (prerender, server config) and the tests, which run under Node, read the same variables from
 * `process.env` with the same function, so they cannot disagree.
 */
/** The site's own receiver of the contact form (server/app.ts), on the site's own origin. */
export const OWN_RECEIVER = '/api/contact';
/** VITE_CONTACT_ENDPOINT's value for no receiver: the form composes an email instead. */
const EMAIL_ONLY = 'email';

export const DEPLOYMENT_VARIABLES = {
  VITE_SITE_ORIGIN: {
    placeholder: 'https://www.example.com',
    describe: "the site's origin, for canonical URLs, hreflang, share tags, the sitemap, robots.txt and structured data",
  },
  VITE_CONTACT_ENDPOINT: {
    placeholder: OWN_RECEIVER,
    describe:
      "where the contact form posts: the site's own receiver (/api/contact, the default: server/, docs/deploying.md), an external HTTPS endpoint, or `email` for an email draft on the visitor's device instead",
  },
  VITE_WHATSAPP: {
    placeholder: '+966 50 000 0000',
    describe: 'the WhatsApp number for click-to-chat links, in international form',
  },
  VITE_CONTACT_FORM_URL: {
    placeholder: '',
    describe: "an external form embedded on /contact instead of the site's own form (empty: the site's own form)",
  },
  VITE_TURNSTILE_SITE_KEY: {
    placeholder: '',
    describe:
      "Cloudflare Turnstile's site key: the form then shows Turnstile's check and sends its token, which the receiver verifies where TURNSTILE_SECRET_KEY is set (empty: off)",
  },
} as const;

export type DeploymentVariable = keyof typeof DEPLOYMENT_VARIABLES;

export interface Deployment {
  /** Absolute origin, no trailing slash: https://www.example.com */
  origin: string;
  /** Where the contact form posts: OWN_RECEIVER, an external endpoint, or '' (the form composes an email). */
  contactEndpoint: string;
  /** WhatsApp number as shown (international form, e.g. +966 50 000 0000). */
  whatsapp: string;
  /** An external form embedded on /contact; '' when none. */
  contactFormUrl: string;
  /** Cloudflare Turnstile's site key (public); '' when Turnstile is off. */
  turnstileSiteKey: string;
  /** The variables still at their placeholder (unset), for the build's report. */
  placeholders: DeploymentVariable[];
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function httpsUrl(name: DeploymentVariable, value: string, { originOnly = false } = {}): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}=${value} is not an absolute URL.`);
  }
  // http is allowed on loopback only (the tests' local endpoint and servers).
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
    throw new Error(`${name}=${value} must be an https:// URL.`);
  // It would be written into every page and the headers for anyone to read (and not echoed here).
  if (url.username || url.password) throw new Error(`${name} must not contain a user name or password.`);
  if (originOnly && (url.pathname !== '/' || url.search || url.hash))
    throw new Error(`${name}=${value} must be an origin only, such as https://www.example.com (no path, query or #).`);
  return originOnly ? url.origin : url.href;
}

/** What Cloudflare's site keys are made of (0x4AAAAAAA…, and the test keys 1x00000000000000000000AA and the like). */
const SITE_KEY = /^[0-9A-Za-z_-]{10,100}$/;

/** + and the country code, then the number: 8 to 15 digits in all (E.164), single spaces or hyphens between them. */
const INTERNATIONAL_NUMBER = /^\+[1-9](?:[ -]?\d){7,14}$/;

/** The deployment settings from an environment (import.meta.env or process.env); throws on a malformed value. */
export function readDeployment(env: Readonly<Record<string, unknown>>): Deployment {
  const placeholders: DeploymentVariable[] = [];
  const read = (name: DeploymentVariable): string => {
    const value = env[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    placeholders.push(name);
    return DEPLOYMENT_VARIABLES[name].placeholder;
  };
  const origin = httpsUrl('VITE_SITE_ORIGIN', read('VITE_SITE_ORIGIN'), { originOnly: true });
  const endpoint = read('VITE_CONTACT_ENDPOINT');
  const whatsapp = read('VITE_WHATSAPP');
  if (!INTERNATIONAL_NUMBER.test(whatsapp))
    throw new Error(
      `VITE_WHATSAPP=${whatsapp} must be an international number: + and the country code, 8 to 15 digits, spaces or hyphens allowed (+966 55 123 4567).`,
    );
  const formUrl = read('VITE_CONTACT_FORM_URL');
  const siteKey = read('VITE_TURNSTILE_SITE_KEY');
  if (siteKey && !SITE_KEY.test(siteKey))
    throw new Error(
      `VITE_TURNSTILE_SITE_KEY must be a Turnstile site key (letters, digits, - and _ only), as Cloudflare's dashboard shows it.`,
    );
  return {
    origin,
    contactEndpoint:
      endpoint === OWN_RECEIVER
        ? endpoint
        : endpoint.toLowerCase() === EMAIL_ONLY
          ? ''
          : httpsUrl('VITE_CONTACT_ENDPOINT', endpoint),
    whatsapp,
    contactFormUrl: formUrl && httpsUrl('VITE_CONTACT_FORM_URL', formUrl),
    turnstileSiteKey: siteKey,
    placeholders,
  };
}

/** Written into the bundles by vite.config.ts (`define`); undefined under Node. */
declare const __DEPLOYMENT__: Deployment | undefined;

/**
 * This build's settings. In the bundles, the object vite.config.ts computed: the reading and
 * checking above is left out of the browser's code. Under Node (the build's scripts, the tests),
 * read from process.env.
 */
export const DEPLOYMENT: Deployment =
  typeof __DEPLOYMENT__ === 'undefined' ? readDeployment(globalThis.process.env) : __DEPLOYMENT__;
