// The share cards, after the prerender: the picture each page names as its og:image and
// twitter:image (sharePath in src/lib/paths.ts: /cards/en/home.jpg, /cards/ar/blog/….jpg), with
// the page's title in its language. What a card shows comes from the page's prerendered head
// (scripts/cards/pages.ts); how it looks is scripts/cards/draw.ts.
//
// Cards are kept in a cache by content (.build/share-cards/, outside dist/): a card's key is a hash
// of what it shows and of everything else its pixels depend on (the design's files, the fonts'
// bytes, the versions of sharp's libraries), so an unchanged page's card is copied, not drawn
// again, and a changed design, font or colour redraws every card. Cards no page of this build
// names leave the cache at the end.
//
//   node --import tsx scripts/share-cards.ts [--out <dir>]   (dist/ by default; `npm run build:site` runs it)
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { prerenderPaths } from '../src/app/prerenderPaths';
import { pageFile } from './lib/routing';
import { CARD_MAX_BYTES, CardPainter, DESIGN_FILES, type CardSpec } from './cards/draw';
import { cardFontFiles, fontSources } from './cards/fonts';
import { pageCard } from './cards/pages';

const started = Date.now();
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const { values: options } = parseArgs({ options: { out: { type: 'string' } } });
/** Where the cards are written: dist/, or another directory (the tests check the cache that way). */
const out = path.resolve(options.out ?? dist);
const cacheDir = path.join(root, '.build', 'share-cards');
const fontDir = path.join(cacheDir, 'fonts');

// The cards the pages name, each once.
const cards = new Map<string, CardSpec>();
for (const page of prerenderPaths()) {
  const card = pageCard(await readFile(path.join(dist, pageFile(page)), 'utf8'), page);
  if (card) cards.set(card.path, card.spec);
}
if (cards.size === 0) throw new Error('share cards: no page names a card (run the prerender first)');

// Everything a card's pixels depend on besides its own text.
const fonts = await fontSources();
const design = createHash('sha256');
for (const file of DESIGN_FILES) design.update(await readFile(file));
for (const bytes of Object.values(fonts)) design.update(bytes);
design.update(JSON.stringify(sharp.versions));
const designHash = design.digest('hex');
const keyOf = (spec: CardSpec) => createHash('sha256').update(designHash).update(JSON.stringify(spec)).digest('hex').slice(0, 32);

await mkdir(cacheDir, { recursive: true });
const keys = new Map([...cards].map(([card, spec]) => [card, keyOf(spec)]));
const cachedFile = (key: string) => path.join(cacheDir, `${key}.jpg`);
const missing = [...new Map([...cards].map(([card, spec]) => [keys.get(card)!, spec]))].filter(
  ([key]) => !existsSync(cachedFile(key)),
);
const drawn = new Set(missing.map(([key]) => key));

// Draw what the cache lacks, a few at a time: Pango draws one text at a time in a process, and the
// JPEG encoding of one card runs beside the text of the next.
if (missing.length) {
  const fontFiles = await cardFontFiles(fontDir, fonts);
  const painter = new CardPainter(fontFiles);
  let next = 0;
  const worker = async () => {
    for (let item = missing[next++]; item; item = missing[next++]) {
      const [key, spec] = item;
      const jpeg = await painter.card(spec);
      // A card that heavy is slow to unfurl, and a thousand of them weigh on every deploy.
      if (jpeg.length > CARD_MAX_BYTES)
        throw new Error(
          `share cards: the card of "${spec.title}" (${spec.lang}) weighs ${jpeg.length} bytes, more than ${CARD_MAX_BYTES} (scripts/cards/draw.ts)`,
        );
      // Written whole or not at all: a build stopped halfway leaves no broken card in the cache.
      const temporary = `${cachedFile(key)}.${process.pid}.tmp`;
      await writeFile(temporary, jpeg);
      await rename(temporary, cachedFile(key));
    }
  };
  await Promise.all(Array.from({ length: Math.min(missing.length, availableParallelism() + 1) }, worker));
  // Font files of other versions of the fonts go too.
  const current = new Set(Object.values(fontFiles).map((file) => path.basename(file)));
  for (const entry of await readdir(fontDir)) if (!current.has(entry)) await rm(path.join(fontDir, entry), { force: true });
}

for (const [card, key] of keys) {
  const target = path.join(out, card);
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(cachedFile(key), target);
}

// The cache keeps the cards of this build, nothing else.
const used = new Set([...keys.values()].map((key) => path.basename(cachedFile(key))));
for (const entry of await readdir(cacheDir, { withFileTypes: true })) {
  if (entry.isFile() && !used.has(entry.name)) await rm(path.join(cacheDir, entry.name), { force: true });
}

const drawnCards = [...keys.values()].filter((key) => drawn.has(key)).length;
console.log(
  `share cards: ${drawnCards} drawn, ${keys.size - drawnCards} from cache, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
