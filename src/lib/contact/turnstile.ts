/*
 * Cloudflare Turnstile in the browser, when the build has a site key (VITE_TURNSTILE_SITE_KEY):
 * its script, loaded once and only when asked for, and the part of its API the form uses
 * (https://developers.cloudflare.com/turnstile/get-started/client-side-rendering/). The receiver
 * verifies the token (server/turnstile.ts); a missing or failed one marks the lead suspect there,
 * it never stops the form from sending.
 */

/** The one host Turnstile runs from: its script and its frame (the CSP names it, scripts/lib/headers.ts). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
/** Explicit rendering: the form says where and when. */
const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;
/** The field its token travels in, as Turnstile's own implicit rendering names it (server/submission.ts reads it). */
export const TURNSTILE_FIELD = 'cf-turnstile-response';

interface TurnstileOptions {
  sitekey: string;
  /** The page's language (Turnstile has English and Arabic among others; 'auto' otherwise). */
  language: string;
  /** Shown only when Turnstile needs the visitor to do something; most people see nothing. */
  appearance: 'interaction-only';
  size: 'flexible';
  action: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

export interface TurnstileApi {
  render: (container: HTMLElement, options: TurnstileOptions) => string | null | undefined;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

/** Turnstile's API, its script added to the page the first time; rejects if it cannot load (a blocker, no network). */
export function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Turnstile could not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** The languages Turnstile speaks (two-letter codes, developers.cloudflare.com/turnstile/reference/supported-languages). */
const TURNSTILE_LANGUAGES = new Set(
  'ar bg cs da de el en es fa fi fr he hi hr hu id it ja ko lt ms nb nl pl pt ro ru sk sl sr sv th tl tr uk vi zh'.split(' '),
);

/** The page's language where Turnstile has it, else 'auto' (the visitor's browser language). */
export function turnstileLanguage(lang: string): string {
  return TURNSTILE_LANGUAGES.has(lang) ? lang : 'auto';
}
