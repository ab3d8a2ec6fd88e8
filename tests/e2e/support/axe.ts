import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the pages are held to: WCAG 2.2 A and AA. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The longest axe waits for the page's transitions and animations to end (ms). */
const SETTLE_MS = 2000;

/**
 * axe's WCAG 2.2 AA violations on the page (or only inside `include`, a selector), one line each:
 * the rule, its help and the first nodes. An empty list is a pass.
 *
 * - Legacy mode runs axe in the page's own frames and collects the results there. The default mode
 *   opens a blank page per analysis to merge the frames' results, which doubled each analysis's
 *   time (about 0.5 s of 1 s per page here); the pages' only frames are cross-origin embeds.
 * - `resultTypes: ['violations']`: axe gathers every node only for violations, and one node of each
 *   pass, inapplicable or incomplete rule, which no test reads: the same violations in about a
 *   fifth less time (340–390 ms a page of the pseudo-locale sweep here, 430–480 gathering every pass).
 * - It waits for the transitions and animations running when it is called to end (a menu fading
 *   in, the navbar's background after a scroll): axe reads colours as they are at that moment, and a
 *   half-faded text over a half-faded bar is no colour the visitor is left with. Endless animations
 *   (a spinner) are not waited for, and none longer than SETTLE_MS: one that is paused never ends.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page
    .waitForFunction(
      () =>
        !document
          .getAnimations()
          .some(
            (animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime),
          ),
      null,
      { timeout: SETTLE_MS },
    )
    .catch(() => undefined);
  // options() first: it replaces every option, the tags withTags() sets among them.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG)
    .setLegacyMode(true);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}
