import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { LANGUAGES, locale, text, type Lang } from '../support/locales';

/*
 * No tap is lost, or answered twice, while the app takes the page over. Until React has a
 * disclosure button, src/boot.js answers it (flips its aria-expanded; the CSS shows what it controls
 * from that alone); when the component mounts, src/lib/useEarlyDisclosures.ts hands the state to
 * React. Here the same button is tapped again and again through the whole start-up, in both
 * languages: before the app's scripts arrive (all held back), after each of them arrives (released
 * one at a time, a tap after each), as the app starts and hydrates (taps follow one another as fast
 * as the page takes them once the scripts are all in) and after the button is React's; then again
 * after a reload. Every tap must flip the button's state exactly once, what it controls must
 * follow, and the button must go through no state the taps did not ask for (a lost tap, a tap
 * answered by both boot.js and React, or the hand-over resetting the state would each show).
 * Nothing here is timed: each step waits for the page, however slow the machine.
 */

/** An accessible name that is exactly one of these texts. */
const oneOf = (...names: string[]) =>
  new RegExp(`^(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

/** Every script of the app: all but the small boot script, which the HTML itself loads. */
const APP_SCRIPTS = /\/assets\/(?!boot-)[^/]+\.js$/;

/** Taps after the button became React's, in each start-up. */
const TAPS_AFTER = 3;
/**
 * A start-up that has not handed the button over this long after its scripts are all in never
 * will: ten times what a slow, busy phone takes (a bound for a hang, not a speed).
 */
const HAND_OVER_WITHIN_MS = 30_000;

/** Holds back every script of the app until the test lets it through, one at a time. */
class HeldScripts {
  private readonly pending: Route[] = [];

  async start(page: Page) {
    await page.route(APP_SCRIPTS, (route) => {
      this.pending.push(route);
    });
  }

  /** Lets the first held script through; false when none is waiting. */
  releaseOne(): boolean {
    const route = this.pending.shift();
    if (!route) return false;
    route.continue().catch(() => {});
    return true;
  }
}

/**
 * From the start of each document: every value the aria-expanded of each disclosure button takes,
 * by the id it controls (stable from the prerender through hydration), repeats left out; and, for
 * each tap on one, who had the button when it landed.
 */
async function recordStates(page: Page) {
  await page.addInitScript(() => {
    const states: Record<string, string[]> = {};
    const taps: string[] = [];
    Object.assign(window, { __states: states, __taps: taps });
    const note = (button: Element) => {
      const id = button.getAttribute('aria-controls');
      const value = button.getAttribute('aria-expanded');
      if (!id || value === null) return;
      const seen = (states[id] ??= []);
      if (seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes' && mutation.target instanceof Element) note(mutation.target);
        // A node the parser adds may be the button itself, or hold it (the parser had added the
        // button to it before this callback ran).
        for (const node of mutation.addedNodes)
          if (node instanceof Element)
            for (const button of [node, ...node.querySelectorAll('[aria-expanded]')])
              if (button.matches('[aria-expanded]')) note(button);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-expanded'] });
    // Before boot.js's own listener (this one is added first).
    addEventListener(
      'click',
      (event) => {
        const button = event.target instanceof Element ? event.target.closest('[data-disclosure]') : null;
        if (!button) return;
        // hydrateRoot(document) marks the document as React's container when hydration starts.
        const started = Object.keys(document).some((key) => key.startsWith('__reactContainer$'));
        const hydrated = document.documentElement.hasAttribute('data-hydrated');
        taps.push(
          button.hasAttribute('data-live')
            ? 'React'
            : hydrated
              ? 'boot (page hydrated, band not yet)'
              : started
                ? 'boot (hydrating)'
                : 'boot',
        );
      },
      true,
    );
  });
}

const recorded = (page: Page, id: string) =>
  page.evaluate((id) => {
    const w = window as unknown as { __states: Record<string, string[]>; __taps: string[] };
    return { states: w.__states[id] ?? [], taps: w.__taps };
  }, id);

interface Control {
  what: string;
  route: string;
  width: '@phone' | '@desktop';
  /** The button, by role and name in the page's language. */
  button: (page: Page, lang: Lang) => Locator;
  /** Something the button shows when expanded and hides when not. */
  shows: (page: Page, lang: Lang) => Locator;
}

const CONTROLS: Control[] = [
  {
    what: 'the phone menu',
    route: 'home',
    width: '@phone',
    button: (page, lang) => page.getByRole('button', { name: oneOf(locale(lang, 'common').nav.menuToggle) }),
    shows: (page, lang) => page.getByRole('navigation', { name: oneOf(locale(lang, 'common').nav.mobileMenu) }),
  },
  {
    what: 'a FAQ question',
    route: 'internships',
    width: '@phone',
    button: (page, lang) => page.getByRole('button', { name: oneOf(text(lang, 'careers:faq.internships.0.question')) }),
    shows: (page, lang) => page.getByRole('region', { name: oneOf(text(lang, 'careers:faq.internships.0.question')) }),
  },
  {
    // From 1024 px only (below, the services are a carousel). Its name follows its state.
    what: 'Show More',
    route: 'home',
    width: '@desktop',
    button: (page, lang) =>
      page.getByRole('button', { name: oneOf(locale(lang, 'home').services.showMore, locale(lang, 'home').services.viewLess) }),
    // The fifth service: the first of those Show More adds.
    shows: (page, lang) =>
      page
        .getByRole('region', { name: oneOf(locale(lang, 'home').services.heading) })
        .getByRole('list')
        .filter({ visible: true })
        .getByRole('listitem')
        .nth(4),
  },
];

for (const { what, route, width, button, shows } of CONTROLS) {
  for (const lang of LANGUAGES) {
    test(`${what} answers every tap exactly once while the app starts, and after a reload (${lang}) ${width}`, async ({
      page,
      isMobile,
    }) => {
      test.setTimeout(90_000);
      const target = button(page, lang);
      const shown = shows(page, lang);
      await recordStates(page);
      const held = new HeldScripts();
      await held.start(page);

      let expanded = false;
      let taps = 0;
      /** A tap that waits for its answer: the state flips, and what the button controls follows. */
      const tap = async () => {
        if (isMobile) await target.tap();
        else await target.click();
        expanded = !expanded;
        taps++;
        await expect(target, `tap ${taps} flips aria-expanded`).toHaveAttribute('aria-expanded', String(expanded));
        if (expanded) await expect(shown, `tap ${taps} shows what the button controls`).toBeVisible();
        else await expect(shown, `tap ${taps} hides what the button controls`).toBeHidden();
      };
      /** A tap that does not wait: the next comes as soon as the page takes it (while it hydrates). */
      const quickTap = async () => {
        if (isMobile) await target.tap();
        else await target.click();
        expanded = !expanded;
        taps++;
      };
      const isLive = () => target.evaluate((element) => element.hasAttribute('data-live'));
      /**
       * Each tap of this document flipped the button once, and nothing else changed it: the states
       * it went through are closed, open, closed… one per tap. Returns who had the button at each tap.
       */
      const expectEveryTapOnce = async () => {
        const { states, taps: who } = await recorded(page, (await target.getAttribute('aria-controls'))!);
        expect(states, `every state aria-expanded took, for taps landing on: ${who.join(', ')}`).toEqual(
          Array.from({ length: taps + 1 }, (_, i) => String(i % 2 === 1)),
        );
        return who;
      };

      /**
       * One start-up: before the app's scripts arrive, boot.js alone (it runs before
       * DOMContentLoaded) answers three taps; then the scripts arrive one at a time, a tap after
       * each, and once they are all in, taps follow one another as fast as the page takes them
       * while it hydrates, until the button is React's; then three more.
       */
      const startUp = async (open: () => Promise<unknown>) => {
        await open();
        expanded = false;
        taps = 0;
        for (let i = 0; i < 3; i++) await tap();
        let allIn = Infinity;
        while (!(await isLive())) {
          if (!held.releaseOne()) {
            allIn = Math.min(allIn, Date.now());
            expect(Date.now() - allIn, "the button is React's once the app's scripts are in").toBeLessThan(HAND_OVER_WITHIN_MS);
          }
          await quickTap();
        }
        for (let i = 0; i < TAPS_AFTER; i++) await tap();
        const who = await expectEveryTapOnce();
        expect(who.slice(0, 3)).toEqual(['boot', 'boot', 'boot']);
        expect(who.slice(-TAPS_AFTER)).toEqual(Array(TAPS_AFTER).fill('React'));
        return who;
      };

      const first = await startUp(() => page.goto(`/${lang}/${route}`, { waitUntil: 'domcontentloaded' }));
      // Nothing is carried over a reload: the page starts closed again.
      const second = await startUp(() => page.reload({ waitUntil: 'domcontentloaded' }));
      test.info().annotations.push({ type: 'taps', description: `${first.join(', ')} | reload: ${second.join(', ')}` });
    });
  }
}
