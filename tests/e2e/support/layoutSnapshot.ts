import type { Page } from '@playwright/test';

/**
 * A box the mirroring check compares: an element of the page, in document order, measured along the
 * reading direction (from the left edge on a left-to-right page, from the right edge on a
 * right-to-left one), so that a mirrored layout gives the same numbers in both directions.
 */
export interface Box {
  /** Tag and a short path ("main > section:nth-of-type(2) > h2"), for the report. */
  where: string;
  /** Its start and end edges, from the page's start edge. */
  start: number;
  end: number;
  /** From its parent's start edge to its own; from its own end edge to its parent's. */
  fromParent: number;
  toParent: number;
  /** From the end edge of the element before it, when that one sits on the same line. */
  fromBefore?: number;
  /** For an icon: which way it faces on the screen (the sign of its horizontal scale, after every transform). */
  facing?: 1 | -1;
  /** For an icon: `data-points` ("start" or "end"), an icon that points along the reading direction. */
  points?: string;
}

/** What one pseudo-locale page shows, at one width. */
export interface LayoutSnapshot {
  width: number;
  lang: string | null;
  dir: string | null;
  /** Visible text and accessible names outside the pseudo brackets: text the locale files did not give. */
  unbracketed: { where: string; text: string }[];
  /** How far the page scrolls sideways (0: it fits). */
  sideways: number;
  /** Text cut off: an element's text beyond its own box, or beyond an ancestor that hides overflow. */
  clipped: string[];
  boxes: Box[];
}

/**
 * The elements whose start edges the mirroring check compares: headings, paragraphs, cards and list
 * items, images, controls, links laid out as boxes and icons. Elements laid out inline (a link or an
 * icon inside a sentence) are left out: where they fall depends on the words before them.
 */
const BOXES =
  'h1, h2, h3, h4, h5, h6, p, article, li, figure, blockquote, img, picture, button, a, input, select, textarea, label, svg, nav, aside, form, dl, table';

/**
 * Reads the page as the checks need it (in the page: no Playwright call per element). `allowed`:
 * texts that may stand outside the pseudo brackets, as may email and web addresses.
 */
export function layoutSnapshot(page: Page, allowed: readonly string[]): Promise<LayoutSnapshot> {
  return page.evaluate(
    async ({ selector, allowed }) => {
      await document.fonts.ready;
      const root = document.documentElement;
      const width = root.clientWidth;

      const describe = (element: Element): string => {
        const parts: string[] = [];
        for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
          const parent = node.parentElement;
          const same = parent ? [...parent.children].filter((child) => child.tagName === node!.tagName) : [];
          const nth = same.length > 1 ? `:nth-of-type(${same.indexOf(node) + 1})` : '';
          parts.unshift(`${node.tagName.toLowerCase()}${nth}`);
        }
        return parts.join(' > ');
      };
      const shown = (element: Element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
      /** Visually hidden text (screen-reader only): a 1 px box that clips its content. */
      const visuallyHidden = (element: Element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const box = node.getBoundingClientRect();
          if (box.width <= 1 && box.height <= 1) return true;
        }
        return false;
      };

      // Text: every rendered text node in order, joined, so that one string set across several
      // elements ("[Réåd <strong>möré</strong> ···]") keeps its brackets; then the bracketed runs
      // are taken out, innermost first (a string can hold another, through $t()).
      const unbracketed: { where: string; text: string }[] = [];
      const check = (where: string, value: string) => {
        let rest = value;
        for (let before = ''; before !== rest;) {
          before = rest;
          rest = rest.replace(/\[[^[\]]*\]/g, ' ');
        }
        for (const text of allowed) rest = rest.split(text).join(' ');
        // Email and web addresses are the same in every language.
        rest = rest.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+/g, ' ');
        // Letters outside the brackets: digits, punctuation and symbols are not language.
        for (const run of rest.split(/\s{2,}/)) if (/\p{L}/u.test(run)) unbracketed.push({ where, text: run.trim() });
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const texts: { node: Text; where: string }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || parent.closest('script, style, noscript, template')) continue;
        if (!shown(parent)) continue;
        texts.push({ node: node as Text, where: describe(parent) });
      }
      // Split the joined text back into runs per element for the report: a character of Unicode's private use area, which no text of the site has.
      const joined = texts.map(({ node }) => node.textContent).join('\uE000');
      let rest = joined;
      for (let before = ''; before !== rest;) {
        before = rest;
        rest = rest.replace(/\[[^[\]]*\]/g, (run) => run.replace(/[^\uE000]/g, ' '));
      }
      // A string cut short on purpose (a card's excerpt: so many characters and an ellipsis) has
      // lost its closing bracket with its end.
      rest = rest.replace(/\[[^[\]\uE000]*…(?=\uE000|$)/g, (run) => ' '.repeat(run.length));
      rest.split('\uE000').forEach((left, i) => {
        if (/\p{L}/u.test(left)) check(texts[i]!.where, left);
      });
      for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder], [aria-description]')) {
        if (!shown(element) && !element.closest('[role="dialog"], dialog')) continue;
        for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-description']) {
          const value = element.getAttribute(name);
          if (value) check(`${describe(element)} [${name}]`, value);
        }
      }
      check('title', document.title);

      // Clipped text: an element with text of its own whose box reaches past its own box (a
      // single line cut by text-overflow, say) or past an ancestor that hides overflow. Line
      // clamps (card excerpts) cut on purpose; carousels hide their other slides on purpose.
      const clipped: string[] = [];
      const hides = (style: CSSStyleDeclaration) =>
        ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
      const owners = new Set(texts.map(({ node }) => node.parentElement!));
      for (const element of owners) {
        if (visuallyHidden(element) || element.closest('.swiper-slide:not(.swiper-slide-visible)')) continue;
        const style = getComputedStyle(element);
        if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') continue;
        if (hides(style) && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)) {
          clipped.push(`${describe(element)}: "${element.textContent!.trim().slice(0, 40)}" overflows its own box`);
          continue;
        }
        const box = element.getBoundingClientRect();
        for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
          const own = getComputedStyle(ancestor);
          if (!hides(own) || ancestor.matches('.swiper, .swiper-wrapper')) continue;
          if (own.webkitLineClamp !== 'none' && own.webkitLineClamp !== '') break;
          const edge = ancestor.getBoundingClientRect();
          if (box.left < edge.left - 1 || box.right > edge.right + 1 || box.top < edge.top - 1 || box.bottom > edge.bottom + 1) {
            clipped.push(`${describe(element)}: "${element.textContent!.trim().slice(0, 40)}" cut by ${describe(ancestor)}`);
            break;
          }
        }
      }

      // Boxes, measured along the reading direction: from the start edge of the page, of the
      // parent, and of the box before it on the same line, so that a box a line of slightly wider
      // text pushes along (Arabic's font sets the spaces) is still compared with its neighbours.
      const rtl = getComputedStyle(root).direction === 'rtl';
      const start = (box: DOMRect) => (rtl ? width - box.right : box.left);
      const end = (box: DOMRect) => (rtl ? width - box.left : box.right);
      const boxes = [...document.body.querySelectorAll(selector)]
        .filter((element) => shown(element) && !visuallyHidden(element) && getComputedStyle(element).display !== 'inline')
        .map((element): Box => {
          const box = element.getBoundingClientRect();
          const parent = element.parentElement!.getBoundingClientRect();
          const entry: Box = {
            where: describe(element),
            start: start(box),
            end: end(box),
            fromParent: start(box) - start(parent),
            toParent: end(parent) - end(box),
          };
          const before = element.previousElementSibling?.getBoundingClientRect();
          if (before && before.width > 0 && before.top < box.bottom && before.bottom > box.top && end(before) <= start(box) + 1)
            entry.fromBefore = start(box) - end(before);
          if (element instanceof SVGSVGElement) {
            const matrix = element.getScreenCTM();
            entry.facing = matrix && matrix.a < 0 ? -1 : 1;
            const points = element.getAttribute('data-points');
            if (points) entry.points = points;
          }
          return entry;
        });

      return {
        width,
        lang: root.getAttribute('lang'),
        dir: root.getAttribute('dir'),
        unbracketed,
        sideways: root.scrollWidth - width,
        clipped,
        boxes,
      };
    },
    { selector: BOXES, allowed },
  );
}
