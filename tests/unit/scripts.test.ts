import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardLanguage, cardMarkup } from '../../scripts/cards/draw';
import { FONTS as SUBSETS } from '../../scripts/generate-fonts';
import { LANGUAGE_LIST, type LanguageInfo } from '../../src/lib/language/languages';
import { FONTS, SCRIPT_CODES, SCRIPTS, fontStack, isScript, unicodeRange } from '../../src/lib/language/scripts';
import { cssText, scriptRules, scriptVariants } from '../../src/styles/scripts';
import { PSEUDO_LANGUAGES } from '../../scripts/lib/pseudo-site';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A right-to-left language that is not Arabic, written in Arabic script, as its entry would be. */
const URDU: Pick<LanguageInfo, 'code' | 'dir' | 'script'> = { code: 'ur', dir: 'rtl', script: 'Arab' };

/** Every language of the list and the pseudo-locales: each script and direction the site has. */
const LANGUAGES = [...LANGUAGE_LIST, ...PSEUDO_LANGUAGES];

/** The stylesheets written by hand: src/styles/*.css and public/*.css. */
const stylesheets = ['src/styles', 'public'].flatMap((dir) =>
  readdirSync(path.join(ROOT, dir))
    .filter((name) => name.endsWith('.css'))
    .map((name) => path.join(dir, name)),
);

describe('the script table', () => {
  it('names the script of every language, each with fonts of the table', () => {
    for (const language of LANGUAGES) {
      expect(isScript(language.script), language.code).toBe(true);
      const { fonts } = SCRIPTS[language.script];
      expect(fonts.length, language.code).toBeGreaterThan(0);
      for (const id of fonts) expect(Object.keys(FONTS), `${language.code}: ${id}`).toContain(id);
    }
  });

  it('is what scripts/generate-fonts.ts cuts: every font, with its ranges', () => {
    expect(SUBSETS.map((font) => font.file).sort()).toEqual(
      Object.values(FONTS)
        .map((font) => font.file)
        .sort(),
    );
    for (const font of SUBSETS)
      expect(font.ranges, font.file).toBe(Object.values(FONTS).find((f) => f.file === font.file)?.ranges);
  });

  it('writes unicode-range as CSS does', () => {
    expect(
      unicodeRange([
        [0x20, 0x20],
        [0x600, 0x6ff],
      ]),
    ).toBe('U+0020, U+0600-06FF');
  });
});

describe('the stylesheet', () => {
  it.each(stylesheets)('%s keys no rule to a language: script rules come from the script table', (file) => {
    const css = readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css).not.toMatch(/:lang\(/);
    expect(css).not.toMatch(/\[lang[~|^$*]?=/);
  });

  it('has no rule keyed to :lang(), whatever the list: a tag only starts like another language', () => {
    const css = cssText(scriptRules([...LANGUAGES, URDU], (font) => font.file));
    expect(css).not.toMatch(/:lang\(/);
    expect(Object.values(scriptVariants([...LANGUAGES, URDU])).join(' ')).not.toMatch(/:lang\(/);
  });

  it('gives a right-to-left language that is not Arabic the rules of its script, by its own code', () => {
    const rules = scriptRules([...LANGUAGE_LIST, URDU], (font) => font.file);
    const of = (code: string) => rules.filter((rule) => rule.selector.includes(`[lang='${code}']`));
    const arabic = LANGUAGE_LIST.filter((language) => language.script === URDU.script);
    for (const language of arabic) expect(of(URDU.code), language.code).toEqual(of(language.code));
    const own = of(URDU.code).find((rule) => rule.declarations['--font-sans']);
    expect(own?.declarations['--font-sans']).toBe(fontStack(URDU.script).join(', '));
    expect(own?.declarations['--script-line-height']).toBe(String(SCRIPTS[URDU.script].lineHeight));
    const spacing = of(URDU.code).find((rule) => rule.declarations['letter-spacing']);
    expect(spacing?.declarations['letter-spacing']).toBe(SCRIPTS[URDU.script].tracking ? undefined : '0 !important');
    expect(scriptVariants([URDU])).toEqual({ 'script-arab': "&:where(:where([lang='ur']), :where([lang='ur']) *)" });
  });

  it('has a font stack, a line height and an @font-face for every font of every script in use', () => {
    const rules = scriptRules(LANGUAGES, (font) => `/fonts/${font.file}`);
    const faces = rules.filter((rule) => rule.selector === '@font-face');
    const used = new Set(LANGUAGES.flatMap((language) => SCRIPTS[language.script].fonts));
    expect(faces.map((face) => face.declarations['font-family']).sort()).toEqual(
      [...used].map((id) => `'${FONTS[id].family}'`).sort(),
    );
    for (const id of used)
      expect(faces.find((face) => face.declarations.src?.includes(FONTS[id].file))?.declarations['unicode-range']).toBe(
        unicodeRange(FONTS[id].ranges),
      );
    for (const script of SCRIPT_CODES) {
      const codes = LANGUAGES.filter((language) => language.script === script).map((language) => language.code);
      if (!codes.length) continue;
      const rule = rules.find(
        (r) => codes.every((code) => r.selector.includes(`[lang='${code}']`)) && r.declarations['--font-sans'],
      );
      expect(rule?.declarations['--font-sans'], script).toBe(fontStack(script).join(', '));
      expect(rule?.declarations['--script-line-height'], script).toBe(String(SCRIPTS[script].lineHeight));
    }
  });
});

describe('the share cards', () => {
  it.each(LANGUAGES.map((language) => [language.code, language] as const))(
    '%s: its direction mark, its script’s faces and line height, no "undefined"',
    (_, language) => {
      const card = cardLanguage(language);
      expect(card.mark).toBe(language.dir === 'rtl' ? '\u200f' : '\u200e');
      expect(card.families).toBe(SCRIPTS[language.script].fonts.map((id) => FONTS[id].fileFamily).join(', '));
      expect(card.lineHeight).toBe(SCRIPTS[language.script].cardLineHeight);
      const markup = cardMarkup(card, 'Title & <more>', '#ffffff', card.lineHeight, 60);
      expect(markup).not.toContain('undefined');
      expect(markup).toMatch(
        new RegExp(`^<span foreground="#ffffff" line_height="\\d+">${card.mark}Title &amp; &lt;more&gt;</span>$`),
      );
    },
  );

  it('covers a language of each script and each direction', () => {
    expect(new Set(LANGUAGES.map((language) => language.script))).toEqual(new Set(SCRIPT_CODES));
    expect(new Set(LANGUAGES.map((language) => language.dir))).toEqual(new Set(['ltr', 'rtl']));
    expect(cardLanguage(URDU).mark).toBe('\u200f');
  });
});
