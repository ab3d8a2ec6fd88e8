// The trial copy: the project as the people who run it will have changed it, checked as this
// checkout is. A copy with history (scripts/lib/scratch-copy.ts) gets a week of publishing
// (scripts/lib/trial-content.ts) and two more languages, the pseudo-locales (scripts/lib/pseudo.ts:
// one left to right, one right to left that is not Arabic), added as docs/architecture.md says a
// translator adds a language; both committed. The copy must then pass the type check, the unit
// tests and the build, and its every route the route sweep in every language of its list
// (TRIAL_SPECS, run there by the copy's own Playwright). Nothing in this checkout changes.
import { addPseudoLanguages, copyCardCache } from './pseudo-site';
import { commitAll, scratchCopy } from './scratch-copy';
import { applyTrialContent, type TrialContent } from './trial-content';

export interface Trial {
  dir: string;
  content: TrialContent;
}

/** Makes the trial copy (a few seconds). */
export async function trialProject(): Promise<Trial> {
  const dir = scratchCopy('trial', { history: true });
  copyCardCache(dir);
  const content = applyTrialContent(dir);
  await addPseudoLanguages(dir);
  commitAll(dir, 'A week of publishing, and two more languages');
  return { dir, content };
}

/** What the copy must pass before it is served, in order: the type check, the unit tests, the build. */
export const TRIAL_CHECKS = [
  ['type check', 'npx', ['tsc', '-b']],
  ['unit tests', 'npx', ['vitest', 'run']],
  ['production build', 'npm', ['run', '--silent', 'build:site']],
] as const;

/**
 * The end-to-end specs run in the copy, against its own build: the route sweep in every language
 * (pages.spec.ts), the pseudo-locales' own checks (pseudo-locales.spec.ts), the navbar with
 * three other languages (navbar.spec.ts) and the form sent to the site's own receiver in each
 * (contact-receiver.spec.ts). Its list holds this checkout's languages too, on the same
 * code and a week more of content, so `npm test` runs these specs there and not in this checkout.
 */
export const TRIAL_SPECS = [
  'tests/e2e/pages.spec.ts',
  'tests/e2e/pseudo-locales.spec.ts',
  'tests/e2e/navbar.spec.ts',
  'tests/e2e/contact-receiver.spec.ts',
] as const;

/**
 * The copy is built and checked as a deployment with the default settings is: its contact form
 * posts to the site's own receiver (VITE_CONTACT_ENDPOINT unset), which its server runs, so that
 * contact-receiver.spec.ts sends the form in every language of its list and finds the rows. It
 * also shows Cloudflare Turnstile's check, with Cloudflare's test site key (always passes; the spec
 * answers for Turnstile's script), so that the form's side of Turnstile is tested in every language.
 */
export const TRIAL_ENV: Record<string, string> = {
  VITE_CONTACT_ENDPOINT: '',
  VITE_TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
};

/** The Playwright command line of the copy's sweep, and its environment: the port its build is served on. */
export function trialSweep(port: number): { args: string[]; env: Record<string, string> } {
  return {
    args: ['playwright', 'test', ...TRIAL_SPECS, '--project=desktop', '--project=phone'],
    env: { ...TRIAL_ENV, E2E_PORT: String(port) },
  };
}
