/**
 * Settings that differ per deployment, set at build time through environment variables (README,
 * "Deployment settings"). Every one has a placeholder default, so a build with none set works and
 * `npm run build` lists which are still placeholders.
 *
 * Only the process environment counts (vite.config.ts turns off Vite's .env files): the app's
 * bundles get the values through `import.meta.env`, which Vite fills in at build time, and the
 * build's own scripts (prerender, server config) and the tests, which run under Node, read the
 * same variables from `process.env`. Both go through readDeployment, so they cannot disagree.
 */
export const DEPLOYMENT_VARIABLES = {
  VITE_SITE_ORIGIN: {
    placeholder: 'https://www.example.com',
    describe: "the site's origin, for canonical URLs, hreflang, the sitemap, feeds and structured data",
  },
  VITE_CONTACT_ENDPOINT: {
    placeholder: '',
    describe: "an HTTPS endpoint that accepts the contact form's POST (empty: the form opens an email instead)",
  },
  VITE_WHATSAPP: {
    placeholder: '+966 50 000 0000',
    describe: 'the WhatsApp number for click-to-chat links, in international form',
  },
  VITE_CONTACT_FORM_URL: {
    placeholder: '',
    describe: "an external form embedded on /contact instead of the site's own form (empty: the site's own form)",
  },
} as const;

export type DeploymentVariable = keyof typeof DEPLOYMENT_VARIABLES;

export interface Deployment {
  /** Absolute origin, no trailing slash: https://www.example.com */
  origin: string;
  /** Where the contact form posts; '' when none is configured (the form composes an email). */
  contactEndpoint: string;
  /** WhatsApp number as shown (international form, e.g. +966 50 000 0000). */
  whatsapp: string;
  /** An external form embedded on /contact; '' when none. */
  contactFormUrl: string;
  /** The variables still at their placeholder (unset), for the build's report. */
  placeholders: DeploymentVariable[];
}

function httpsUrl(name: DeploymentVariable, value: string, { originOnly = false } = {}): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}=${value} is not an absolute URL.`);
  }
  // http is allowed on loopback only (the tests' local endpoint and servers).
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new Error(`${name}=${value} must be an https:// URL.`);
  if (originOnly && url.pathname !== '/') throw new Error(`${name}=${value} must be an origin only (no path).`);
  return originOnly ? url.origin : url.href;
}

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
  if (!/^\+\d[\d ]{6,18}\d$/.test(whatsapp))
    throw new Error(`VITE_WHATSAPP=${whatsapp} must be an international number: + and digits, spaces allowed.`);
  const formUrl = read('VITE_CONTACT_FORM_URL');
  return {
    origin,
    contactEndpoint: endpoint && httpsUrl('VITE_CONTACT_ENDPOINT', endpoint),
    whatsapp,
    contactFormUrl: formUrl && httpsUrl('VITE_CONTACT_FORM_URL', formUrl),
    placeholders,
  };
}

/**
 * This build's settings. Vite replaces `import.meta.env` in the bundles; under Node (the build's
 * scripts, the tests) there is none, and the same variables come from process.env.
 */
// Written out in full: Vite replaces the expression `import.meta.env`, not `import.meta` itself.
const viteEnv: Readonly<Record<string, unknown>> | undefined = import.meta.env;
export const DEPLOYMENT: Deployment = readDeployment(viteEnv ?? globalThis.process.env);
