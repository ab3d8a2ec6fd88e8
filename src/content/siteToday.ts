/**
 * The build's day: what "today" is for content that ends (a job or internship past its
 * `validThrough` is closed, src/content/careers.ts). It is the day in Riyadh when the site is built,
 * so a build the day after a position's last day shows it closed; a visitor's clock plays no part.
 *
 * SITE_TODAY=YYYY-MM-DD sets it, for tests only: a build "on" a later day, to see what closes
 * (docs/publishing.md). vite.config.ts reads it once and writes the day into both bundles as
 * `__SITE_TODAY__`; under Node (the build's scripts, the tests) it is read from process.env.
 */

/** Riyadh's clock: UTC+3 all year (no daylight saving), as post dates (src/content/schemas.ts). */
const RIYADH_OFFSET_MS = 3 * 3_600_000;

/** The day in Riyadh at an instant, YYYY-MM-DD. */
export function riyadhToday(now: Date): string {
  return new Date(now.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar day as YYYY-MM-DD (not 2026-02-30). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The build's day from an environment: SITE_TODAY if set (checked), else today in Riyadh. */
export function readSiteToday(env: Readonly<Record<string, unknown>>, now: Date = new Date()): string {
  const value = env.SITE_TODAY;
  if (typeof value !== 'string' || value.trim() === '') return riyadhToday(now);
  if (!isIsoDay(value.trim()))
    throw new Error(`SITE_TODAY=${value} must be a day as YYYY-MM-DD (for tests: the day the build takes as today).`);
  return value.trim();
}

/** Written into the bundles by vite.config.ts (`define`); undefined under Node. */
declare const __SITE_TODAY__: string | undefined;

/** This build's day, YYYY-MM-DD in Riyadh. */
export const SITE_TODAY: string = typeof __SITE_TODAY__ === 'undefined' ? readSiteToday(globalThis.process.env) : __SITE_TODAY__;
