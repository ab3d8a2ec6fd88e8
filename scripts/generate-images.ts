// Generates every image asset of the site from code: no stock photos, no downloads.
//
//   node --import tsx scripts/generate-images.ts [group]     all, or one of: hero services blog
//                                                            people poster brand
//   node --import tsx scripts/generate-images.ts --new       (`npm run images`) only what is missing: the
//                                                            pictures of records added since
//
// Draws each picture (scripts/images/placeholder-art.ts; the story poster from the video's scene,
// scripts/images/story-scene.ts) and rasterises it with sharp (devDependency) to AVIF + WebP at the
// widths below (src/content/images.ts), lowering the quality until each file is under the size
// budget (scripts/images/pipeline.ts). One picture per record under locales/ (posts, services,
// members, testimonials): the record's own picture when it brings one, else art. It writes files
// only, and no list of them: the build finds which records have their pictures
// (scripts/images/drawnPictures.ts, src/content/pictureFiles.ts), so that two people adding posts
// add different files. Its output is committed; run it again after changing the art or
// public/logo.svg, and `npm run images` after adding a record:
//   public/images/hero/                hero-{640,800,1280,1920}.{avif,webp}       16:9
//   public/images/services/            <slug>-{270,540}.{avif,webp}               3:4
//   public/Blog-Images/                <slug>-{400,800,1200}.{avif,webp}          16:9
//   public/images/team/                <id>-{160,320}.{avif,webp}                 1:1
//   public/images/testimonials/        <id>-{96,192}.{avif,webp}                  1:1
//   public/images/partners/            partner{1..4}.svg                          placeholder marks
//   public/images/og-default.png       1200×630 social share image
//   public/icons/                      icon-192.png, icon-512.png, apple-touch-icon.png
//   public/media/                      our-story-poster-{640,1280}.{avif,webp}
// The story video itself comes from scripts/generate-video.ts (needs ffmpeg).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PARTNER_IDS } from '../src/content/ids';
import { OG_IMAGE, partnerLogo, PICTURE_SETS, SOMEONE } from '../src/content/images';
import { BRAND } from '../src/content/palette';
import { loadPosts, RECORDS_DIR } from '../src/content/postFiles';
import { recordPictures } from '../src/content/recordFiles';
import { BUDGET, ImageWriter, mapLimit, readLogo } from './images/pipeline';
import {
  blogSvg,
  drawnPerson,
  heroSvg,
  ogSvg,
  partnerSvg,
  personSvg,
  serviceSvg,
  SOMEONE as SOMEONE_FIGURE,
  TEAM,
  TESTIMONIALS,
} from './images/placeholder-art';
import { STORY, storyFrameSvg } from './images/story-scene';

const ROOT = path.resolve(import.meta.dirname, '..');
const GROUPS = ['hero', 'services', 'blog', 'people', 'poster', 'brand'] as const;

const args = process.argv.slice(2);
// --new: draw only the pictures a record does not have yet (a post, service, member or client added
// since), leaving every existing file as it is.
const onlyNew = args.includes('--new');
const only = args.find((a) => a !== '--new');
if (only !== undefined && !(GROUPS as readonly string[]).includes(only)) {
  throw new Error(`Unknown group "${only}": use one of ${GROUPS.join(', ')}`);
}
const want = (group: (typeof GROUPS)[number]) => only === undefined || only === group;
const out = new ImageWriter(ROOT, { keepExisting: onlyNew });
const limit = 2;
/** The records of a group, or none when another group is generated. */
const records = <K extends string>(group: (typeof GROUPS)[number], keys: readonly K[]): readonly K[] => (want(group) ? keys : []);

if (want('hero')) await out.responsive(PICTURE_SETS.hero, 'hero', heroSvg);
/** A record's own picture (a file under locales/records/), cut to the size from the middle. */
const own = (file: string) => (w: number, h: number) =>
  sharp(path.join(ROOT, 'locales', file))
    .resize(w, h, { fit: 'cover' })
    .png()
    .toBuffer();
// Every service, member and client of locales/records/: its own picture, or the art composed for it,
// or art drawn from its id (scripts/images/placeholder-art.ts).
const pictures = recordPictures();
await mapLimit(records('services', [...pictures.services.keys()]), limit, (slug) => {
  const picture = pictures.services.get(slug);
  return picture
    ? out.responsive(PICTURE_SETS.services, slug, own(picture), { redraw: true })
    : out.responsive(PICTURE_SETS.services, slug, (w, h) => serviceSvg(slug, w, h));
});
// Every post found under locales/ (drafts too, so that a preview shows their pictures): its own
// picture, cut to 16:9 from the middle, or art drawn for its category and varied by its slug.
const posts = new Map(loadPosts().all.map((post) => [post.slug, post.record]));
await mapLimit(records('blog', [...posts.keys()]), limit, (slug) => {
  const { picture, category } = posts.get(slug)!;
  return picture
    ? out.responsive(PICTURE_SETS.blog, slug, own(`${RECORDS_DIR}/${picture}`), { redraw: true })
    : out.responsive(PICTURE_SETS.blog, slug, (w, h) => blogSvg(slug, category, w, h));
});
await mapLimit(records('people', [...pictures.team.keys()]), limit, (id) => {
  const picture = pictures.team.get(id);
  return picture
    ? out.responsive(PICTURE_SETS.team, id, own(picture), { redraw: true })
    : out.responsive(PICTURE_SETS.team, id, (w, h) => personSvg(id, TEAM[id] ?? drawnPerson(id), w, h));
});
// Shown for a member or client added since the pictures were drawn, until `npm run images` runs.
if (want('people')) await out.responsive(PICTURE_SETS.team, SOMEONE, (w, h) => personSvg(SOMEONE, SOMEONE_FIGURE, w, h));
await mapLimit(records('people', [...pictures.testimonials.keys()]), limit, (id) => {
  const picture = pictures.testimonials.get(id);
  return picture
    ? out.responsive(PICTURE_SETS.testimonials, id, own(picture), { redraw: true })
    : out.responsive(PICTURE_SETS.testimonials, id, (w, h) => personSvg(id, TESTIMONIALS[id] ?? drawnPerson(id), w, h));
});
// The story video's poster: its first frame. The page gives the video its poster's largest size
// (src/content/recordImages.ts), which must be the video's.
const posterWidth = PICTURE_SETS.poster.widths.at(-1);
if (posterWidth !== STORY.width || Math.round(STORY.width * PICTURE_SETS.poster.ratio) !== STORY.height)
  throw new Error(`The poster's largest size (src/content/images.ts) is not the video's, ${STORY.width}×${STORY.height}`);
if (want('poster')) await out.responsive(PICTURE_SETS.poster, 'our-story-poster', (w, h) => storyFrameSvg(0, w, h));

if (want('brand')) {
  for (const [k, id] of PARTNER_IDS.entries()) await out.write(partnerLogo(id).src, Buffer.from(partnerSvg(id, k)));
  const logo = await readLogo(ROOT);
  // Indexed PNG without dithering: smooth gradients stay clean and the file stays small.
  await out.write(OG_IMAGE.src, async () => {
    const ogFull = await sharp(Buffer.from(ogSvg(logo)))
      .png()
      .toBuffer();
    let png = ogFull;
    for (const quality of [100, 90, 80, 70]) {
      png = await sharp(ogFull).png({ palette: true, quality, dither: 0, effort: 10, compressionLevel: 9 }).toBuffer();
      if (png.length < BUDGET) break;
    }
    return png;
  });
  for (const size of [192, 512]) {
    await out.write(`icons/icon-${size}.png`, () =>
      sharp(Buffer.from(logo.svg), { density: (72 * size) / 40 })
        .resize(size, size)
        .png({ compressionLevel: 9, effort: 10 })
        .toBuffer(),
    );
  }
  // iOS rounds the corners itself and shows transparency as black: draw the mark full bleed.
  const square = logo.svg.replace(/<rect([^>]*?)\srx="[^"]*"/, '<rect$1');
  await out.write('icons/apple-touch-icon.png', () =>
    sharp(Buffer.from(square), { density: (72 * 180) / 40 })
      .resize(180, 180)
      .flatten({ background: BRAND[600] })
      .png({ compressionLevel: 9, effort: 10 })
      .toBuffer(),
  );
}

if (out.written.length) {
  console.log(out.report());
  for (const w of out.written) {
    const { size } = await stat(path.join(ROOT, w.file));
    if (size >= 80 * 1024 && !w.file.endsWith('.png')) throw new Error(`${w.file} is over 80 KB`);
  }
}
