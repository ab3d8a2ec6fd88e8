// The stylesheet's rules for each script (src/lib/language/scripts.ts) and the languages written in
// it (LANGUAGE_LIST), written into src/styles/index.css by Tailwind at build time (`@plugin`), so
// that a language or a script is added in those two tables alone:
//
// - an @font-face for every font file, with its unicode-range;
// - on every element with the `lang` of a language of the list (the page's <html>, and runs in
//   another language: the entry pages, the error screen, search results, the switcher's links), its
//   script's font stack (`--font-sans`, which the `font-sans` utility reads), line height and italic
//   (`--script-line-height`, `--script-italic`, read by index.css);
// - no letter-spacing or case change inside a language whose script has no tracking;
// - the language switcher's names in the device's own faces for every script;
// - a variant per script for what a component sets otherwise in it (`script-arab:text-[0.9375rem]`:
//   in the text of every language written in Arabic script).
//
// The rules are keyed by each language's exact `lang` (`[lang='ur']`), grouped by script, never by
// `:lang()`: `:lang(ar)` also matches any other tag that starts with "ar-".
import plugin from 'tailwindcss/plugin';
import { LANGUAGE_LIST, type LanguageInfo } from '../lib/language/languages';
import { fontStack, FONTS, FONT_WEIGHTS, SCRIPT_CODES, SCRIPTS, unicodeRange, type WebFont } from '../lib/language/scripts';

/** One CSS rule: a selector (or an at-rule such as `@font-face`) and its declarations. */
export interface CssRule {
  selector: string;
  declarations: Record<string, string>;
}

/** The element of a language's text: `[lang='ur']` for every language of `languages` in `codes`. */
const langSelector = (codes: readonly string[]) => `:where(${codes.map((code) => `[lang='${code}']`).join(', ')})`;

/**
 * The rules for `languages` (LANGUAGE_LIST, or some of it), with an @font-face for each font their
 * scripts use, its file at `fontUrl(font)`: the stylesheet's (relative to src/styles/index.css) or
 * a data: URL (the translators' report).
 */
export function scriptRules(
  languages: readonly Pick<LanguageInfo, 'code' | 'script'>[],
  fontUrl: (font: WebFont) => string,
): CssRule[] {
  const used = new Set(languages.flatMap((language) => SCRIPTS[language.script].fonts));
  const rules: CssRule[] = [...used]
    .map((id) => FONTS[id])
    .map((font) => ({
      selector: '@font-face',
      declarations: {
        'font-family': `'${font.family}'`,
        'font-style': 'normal',
        'font-display': 'swap',
        'font-weight': `${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}`,
        src: `url(${fontUrl(font)}) format('woff2-variations')`,
        'unicode-range': unicodeRange(font.ranges),
      },
    }));
  for (const script of SCRIPT_CODES) {
    const codes = languages.filter((language) => language.script === script).map((language) => language.code);
    if (!codes.length) continue;
    const info = SCRIPTS[script];
    const selector = langSelector(codes);
    rules.push({
      selector,
      declarations: {
        '--font-sans': fontStack(script).join(', '),
        'font-family': 'var(--font-sans)',
        '--script-line-height': String(info.lineHeight),
        '--script-italic': info.italic ? 'italic' : 'normal',
      },
    });
    if (!info.tracking)
      rules.push({
        selector: `${selector}, ${selector} *`,
        declarations: { 'letter-spacing': '0 !important', 'text-transform': 'none !important' },
      });
  }
  // Latin's system faces last: some of them (Arial on Windows) also have other scripts' letters,
  // which those scripts' own faces set better.
  const order = [...SCRIPT_CODES.filter((script) => script !== 'Latn'), ...SCRIPT_CODES.filter((script) => script === 'Latn')];
  const faces = order.flatMap((script) => SCRIPTS[script].systemFaces.map((face) => `'${face}'`));
  rules.push({
    selector: ':root .language-name',
    declarations: { 'font-family': ['system-ui', '-apple-system', "'Segoe UI'", ...faces, 'sans-serif'].join(', ') },
  });
  return rules;
}

/** The rules as CSS text. */
export function cssText(rules: readonly CssRule[]): string {
  return rules
    .map(
      ({ selector, declarations }) =>
        `${selector}{${Object.entries(declarations)
          .map(([name, value]) => `${name}:${value}`)
          .join(';')}}`,
    )
    .join('\n');
}

/** The variants' selectors by name (`script-arab`): an element in the text of a language of that script. */
export function scriptVariants(languages: readonly Pick<LanguageInfo, 'code' | 'script'>[]): Record<string, string> {
  const variants: Record<string, string> = {};
  for (const script of SCRIPT_CODES) {
    const codes = languages.filter((language) => language.script === script).map((language) => language.code);
    if (codes.length) variants[`script-${script.toLowerCase()}`] = `&:where(${langSelector(codes)}, ${langSelector(codes)} *)`;
  }
  return variants;
}

export default plugin(({ addBase, addVariant }) => {
  for (const { selector, declarations } of scriptRules(LANGUAGE_LIST, (font) => `../assets/fonts/${font.file}`))
    addBase({ [selector]: declarations });
  for (const [name, selector] of Object.entries(scriptVariants(LANGUAGE_LIST))) addVariant(name, selector);
});
