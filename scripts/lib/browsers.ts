// Where the browsers of the end-to-end tests are on this machine: the system Chromium, Debian's
// Firefox ESR and WebKit (WebKitWebDriver and MiniBrowser under Xvfb), else Playwright's own
// browsers where installed. `npm test` uses it to find or install what is missing; the engines'
// driver (tests/engines/browsers.ts) drives them.
import { existsSync, readdirSync } from 'node:fs';
import { firefox, webkit, type BrowserType } from '@playwright/test';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** Debian's MiniBrowser, under the machine's multiarch directory (x86_64-linux-gnu, aarch64-linux-gnu …). */
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ??
  (existsSync('/usr/lib') ? readdirSync('/usr/lib') : [])
    .map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`)
    .find((file) => existsSync(file)) ??
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';

/**
 * The system Chromium every Chromium run uses (the Chromium suite, the bench, ENGINES=chromium):
 * $CHROME_PATH, else Debian's /usr/bin/chromium, else /usr/bin/chromium-browser; null when there
 * is none (then Playwright's own browser, where installed).
 */
export function systemChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate))) ?? null;
}

/** Playwright's own browser of this type is installed here. */
export const installed = (type: BrowserType) => {
  try {
    return existsSync(type.executablePath());
  } catch {
    return false;
  }
};

/** The engines `npm test` runs the cross-engine set in, and Debian's packages for them. */
export const ENGINES = ['firefox', 'webkit'] as const;
export const ENGINE_PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb'];

/** What the engine lacks on this machine (a file the Debian way needs), or null when it can run. */
export function missingEngine(id: (typeof ENGINES)[number]): string | null {
  if (id === 'firefox') return existsSync(FIREFOX) || installed(firefox) ? null : FIREFOX;
  const needs = [WEBKIT_DRIVER, MINIBROWSER, XVFB];
  if (needs.every((file) => existsSync(file)) || installed(webkit)) return null;
  return needs.filter((file) => !existsSync(file)).join(', ');
}
