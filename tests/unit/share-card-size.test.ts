import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MAX_BYTES, CardPainter, type CardSpec } from '../../scripts/cards/draw';
import { cardFontFiles, fontSources } from '../../scripts/cards/fonts';
import { loadPosts } from '../../src/content/postFiles';
import { SHARE_CARD_SIZE } from '../../src/lib/paths';
import { brand, LANGUAGES, text } from '../support/locales';

/**
 * The weight of a share card (scripts/cards/draw.ts): every card is a JPEG of the card's size and at
 * most CARD_MAX_BYTES, the heaviest kind too (the longest title of the blog, with its section; a
 * title so long that it is cut after three lines), and the encoding keeps the title's white solid.
 */

let painter: CardPainter;
const fontDir = mkdtempSync(path.join(tmpdir(), 'share-card-size-fonts-'));
beforeAll(async () => {
  painter = new CardPainter(await cardFontFiles(fontDir, await fontSources()));
});
afterAll(() => rmSync(fontDir, { recursive: true, force: true }));

const { posts } = loadPosts();

describe.each(LANGUAGES)('a share card in %s', (lang) => {
  const titles = posts.map((post) => post.text[lang].title).sort((a, b) => b.length - a.length);
  const longest = titles[0]!;
  const cards: [string, CardSpec][] = [
    ['the longest title of the blog', { lang, title: longest, section: text(lang, 'footer.links.blog'), brand: brand(lang) }],
    [
      'a title cut after three lines',
      { lang, title: titles.join(' '), section: text(lang, 'footer.links.blog'), brand: brand(lang) },
    ],
    ['a one-word title', { lang, title: text(lang, 'footer.links.blog'), brand: brand(lang) }],
  ];

  it.each(cards)(`is a JPEG of the card's size, at most ${CARD_MAX_BYTES} bytes: %s`, async (_, spec) => {
    const jpeg = await painter.card(spec);
    expect(jpeg.length).toBeLessThanOrEqual(CARD_MAX_BYTES);
    const { format, width, height } = await sharp(jpeg).metadata();
    expect([format, width, height]).toEqual(['jpeg', SHARE_CARD_SIZE.width, SHARE_CARD_SIZE.height]);
    // The title is drawn in pure white: the inside of its strokes stays white, not a tinted grey.
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let at = 0; at < data.length; at += info.channels)
      if (data[at]! >= 250 && data[at + 1]! >= 250 && data[at + 2]! >= 250) white++;
    expect(white).toBeGreaterThan(2000);
  });
});
